import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SITEMAP_MAX_URLS } from 'shared-domain/contracts/seo.ts';
import type { RunningServer } from '../server.ts';
import { type StubApi, startBff, startStubApi, testConfig } from '../test-support/fixtures.ts';
import { parseXml } from './seo-test-support.ts';

// A shop with more URLs than one sitemap file may hold: sitemap.xml becomes an index of
// sitemap-<n>.xml files, each one page of the api's list (a stand-in api with 120 000 URLs).

const TOTAL = 120_000;
const PAGES = Math.ceil(TOTAL / SITEMAP_MAX_URLS);

describe('a sitemap past 50 000 URLs', () => {
  let api: StubApi;
  let bff: RunningServer;
  const asked: string[] = [];

  before(async () => {
    api = await startStubApi((app) => {
      app.get('/api/new/seo/sitemap/', (req, res) => {
        const page = Number(req.query.page);
        asked.push(String(page));
        const from = (page - 1) * SITEMAP_MAX_URLS;
        const count = Math.max(0, Math.min(SITEMAP_MAX_URLS, TOTAL - from));
        res.json({
          total: TOTAL,
          pageSize: SITEMAP_MAX_URLS,
          entries: Array.from({ length: count }, (_, index) => ({
            paths: { cz: `/telefony/phone-${from + index}`, ro: `/telefoane/phone-${from + index}` },
          })),
        });
      });
    });
    bff = await startBff(
      testConfig({
        apiUrl: api.url,
        env: { PUBLIC_URL_CZ: 'https://cz.example', PUBLIC_URL_RO: 'https://ro.example' },
      }),
    );
  });
  after(async () => {
    await bff.shutdown();
    await api.close();
  });

  it('sitemap.xml is an index of the files, each a valid urlset of at most 50 000 URLs', async () => {
    const index = parseXml(await (await fetch(`${bff.url}/sitemap.xml`)).text());
    assert.equal(index.name, 'sitemapindex');
    const files = index.children.map((sitemap) => sitemap.children[0].text);
    assert.deepEqual(
      files,
      Array.from({ length: PAGES }, (_, n) => `https://cz.example/sitemap-${n + 1}.xml`),
    );
    const last = await fetch(`${bff.url}/sitemap-${PAGES}.xml`);
    assert.equal(last.status, 200);
    const urlset = parseXml(await last.text());
    assert.equal(urlset.name, 'urlset');
    assert.equal(urlset.children.length, TOTAL - (PAGES - 1) * SITEMAP_MAX_URLS);
    const first = urlset.children[0];
    assert.equal(
      first.children[0].text,
      `https://cz.example/telefony/phone-${(PAGES - 1) * SITEMAP_MAX_URLS}`,
    );
    assert.equal(
      first.children[2].attributes.href,
      `https://ro.example/telefoane/phone-${(PAGES - 1) * SITEMAP_MAX_URLS}`,
    );
    const full = parseXml(await (await fetch(`${bff.url}/sitemap-1.xml`)).text());
    assert.equal(full.children.length, SITEMAP_MAX_URLS);
  });

  it('answers 404 for a file past the end or numbered 0', async () => {
    assert.equal((await fetch(`${bff.url}/sitemap-${PAGES + 1}.xml`)).status, 404);
    asked.length = 0;
    assert.equal((await fetch(`${bff.url}/sitemap-0.xml`)).status, 404);
    assert.deepEqual(asked, [], 'the api is not asked for page 0');
  });
});
