import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { isCrossSiteRequest } from 'shared-domain/cross-site-request.ts';
import type { RunningServer } from '../server.ts';
import { type StubApi, startBff, startStubApi, testConfig } from '../test-support/fixtures.ts';

const ownOrigin = 'http://shop.example:3000';

describe('isCrossSiteRequest', () => {
  const check = (method: string, secFetchSite?: string, origin?: string) =>
    isCrossSiteRequest({ method, secFetchSite, origin, ownOrigin });

  it('never blocks safe methods', () => {
    assert.equal(check('GET', 'cross-site', 'https://evil.example'), false);
    assert.equal(check('HEAD', 'cross-site'), false);
    assert.equal(check('OPTIONS', undefined, 'https://evil.example'), false);
  });

  it('judges every unsafe method by Sec-Fetch-Site', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      assert.equal(check(method, 'cross-site'), true, method);
      assert.equal(check(method, 'same-site'), true, `${method} from a sibling site`);
      assert.equal(check(method, 'same-origin'), false, method);
      assert.equal(check(method, 'none'), false, `${method} typed by the user`);
    }
  });

  it('judges by Origin against scheme and host', () => {
    assert.equal(check('POST', undefined, 'http://shop.example:3000'), false);
    assert.equal(check('POST', undefined, 'HTTP://SHOP.EXAMPLE:3000'), false, 'case-insensitive');
    assert.equal(check('POST', undefined, 'https://shop.example:3000'), true, 'other scheme');
    assert.equal(check('POST', undefined, 'http://shop.example:3001'), true, 'other port');
    assert.equal(check('POST', undefined, 'http://evil.example'), true);
    assert.equal(check('POST', undefined, 'null'), true, 'opaque origin (sandboxed frame, file:)');
    assert.equal(check('POST', undefined, 'not a url'), true);
  });

  it('needs both headers to agree when both are sent', () => {
    assert.equal(check('POST', 'same-origin', 'http://evil.example'), true);
    assert.equal(check('POST', 'cross-site', ownOrigin), true);
    assert.equal(check('POST', 'same-origin', ownOrigin), false);
  });

  it('accepts a same-origin form whose page sends no referrer (Origin: null)', () => {
    assert.equal(check('POST', 'same-origin', 'null'), false);
    assert.equal(check('POST', 'cross-site', 'null'), true);
    assert.equal(check('POST', undefined, 'null'), true, 'without Sec-Fetch-Site a null origin is refused');
  });

  it('lets non-browser clients without either header through', () => {
    assert.equal(check('POST'), false);
    assert.equal(check('DELETE'), false);
  });

  it('ignores default ports the browser leaves out', () => {
    assert.equal(
      isCrossSiteRequest({
        method: 'POST',
        origin: 'https://shop.example',
        secFetchSite: undefined,
        ownOrigin: 'https://shop.example:443',
      }),
      false,
    );
  });
});

describe('CSRF guard over HTTP', () => {
  let api: StubApi;
  let bff: RunningServer;
  let apiCalls = 0;

  before(async () => {
    api = await startStubApi((app) => {
      app.all('/api/new/cart/items', (_req, res) => {
        apiCalls += 1;
        res.status(201).json({ ok: true });
      });
    });
    bff = await startBff(testConfig({ apiUrl: api.url }));
  });
  after(async () => {
    await bff.shutdown();
    await api.close();
  });

  const post = (headers: Record<string, string>, method = 'POST') =>
    fetch(`${bff.url}/api/new/cart/items`, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: '{}',
    });

  it('refuses a cross-site POST with 403 csrf_rejected and does not call the api', async () => {
    const before = apiCalls;
    const response = await post({ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' });
    assert.equal(response.status, 403);
    assert.deepEqual(await response.json(), {
      type: 'forbidden',
      code: 'csrf_rejected',
      message: 'Požadavek z\u00a0jiného webu jsme odmítli. Obnovte prosím stránku a\u00a0zkuste to znovu.',
    });
    assert.equal(apiCalls, before);
  });

  it('refuses same-site (a sibling subdomain) and a foreign Origin alone', async () => {
    assert.equal((await post({ 'sec-fetch-site': 'same-site' }, 'PUT')).status, 403);
    assert.equal((await post({ origin: 'https://evil.example' }, 'PATCH')).status, 403);
    assert.equal((await post({ origin: 'https://evil.example' }, 'DELETE')).status, 403);
  });

  it('accepts same-origin requests, judged against the Host the browser used', async () => {
    const host = new URL(bff.url).host;
    const response = await post({ 'sec-fetch-site': 'same-origin', origin: `http://${host}` });
    assert.equal(response.status, 201);
    const typed = await post({ 'sec-fetch-site': 'none' });
    assert.equal(typed.status, 201);
  });

  it('accepts a non-browser client that sends neither header', async () => {
    assert.equal((await post({})).status, 201);
  });

  it('does not interfere with cross-site GETs (links from other sites must work)', async () => {
    const response = await fetch(`${bff.url}/api/new/cart/items`, {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    assert.equal(response.status, 201);
  });
});
