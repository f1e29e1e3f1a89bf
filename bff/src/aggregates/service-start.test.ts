import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ApiErrorBody } from 'shared-domain';
import type { RunningServer } from '../server.ts';
import { type StubApi, startBff, startStubApi, testConfig } from '../test-support/fixtures.ts';

const places = [
  { id: 7, kind: 'service', name: 'Servis Praha' },
  { id: 8, kind: 'buyout', name: 'Výkup Brno' },
];

describe('GET /api/bff/service-start', () => {
  let api: StubApi;
  let bff: RunningServer;
  const seen: { path: string; query: string; cookie?: string }[] = [];
  let inFlight = 0;
  let maxInFlight = 0;

  before(async () => {
    api = await startStubApi((app) => {
      app.get(
        ['/api/new/service/selector-data/', '/api/new/stores/stores/service-center/service-buyout-centers/'],
        async (req, res) => {
          inFlight += 1;
          maxInFlight = Math.max(maxInFlight, inFlight);
          seen.push({
            path: req.path,
            query: new URL(req.url, 'http://x').search,
            cookie: req.headers.cookie,
          });
          await new Promise((resolve) => setTimeout(resolve, 50));
          inFlight -= 1;
          if (req.path.includes('/stores/')) {
            res.json(places);
          } else if (req.query.type === 'nope') {
            res
              .status(400)
              .json({ type: 'validation', code: 'invalid_request', message: 'The request is not valid.' });
          } else {
            res.json({ selected_choices: { product_type: req.query.type ?? null }, url: '/servis' });
          }
        },
      );
    });
    bff = await startBff(testConfig({ apiUrl: api.url }));
  });
  after(async () => {
    await bff.shutdown();
    await api.close();
  });

  it('answers the selection a URL names and the service centres (only those) in one request, calling the api in parallel', async () => {
    seen.length = 0;
    maxInFlight = 0;
    const response = await fetch(
      `${bff.url}/api/bff/service-start?type=telefony&manufacturer=apple&model=iphone-16&colour=cerna&evil=1`,
      { headers: { cookie: 'sid=abc' } },
    );
    assert.equal(response.status, 200);
    const body = (await response.json()) as {
      centres: unknown;
      selector: { selected_choices: { product_type: unknown } };
    };
    assert.deepEqual(body.centres, [places[0]]);
    assert.equal(body.selector.selected_choices.product_type, 'telefony');
    assert.equal(maxInFlight, 2, 'both api calls were in flight together');
    const selectorCall = seen.find((call) => call.path.includes('selector-data'));
    assert.equal(selectorCall?.query, '?type=telefony&manufacturer=apple&model=iphone-16&colour=cerna');
    assert.ok(seen.every((call) => call.cookie === 'sid=abc'));
  });

  it('asks for the bare selection when the URL names none', async () => {
    seen.length = 0;
    const response = await fetch(`${bff.url}/api/bff/service-start`);
    assert.equal(response.status, 200);
    assert.equal(seen.find((call) => call.path.includes('selector-data'))?.query, '');
  });

  it("passes the api's 400 through in the shared error shape", async () => {
    const response = await fetch(`${bff.url}/api/bff/service-start?type=nope`);
    assert.equal(response.status, 400);
    const body = (await response.json()) as ApiErrorBody;
    assert.equal(body.code, 'invalid_request');
  });
});
