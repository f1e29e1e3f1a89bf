import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ApiErrorBody } from 'shared-domain';
import type { RunningServer } from '../server.ts';
import { type StubApi, startBff, startStubApi, testConfig } from '../test-support/fixtures.ts';

describe('GET /api/bff/cart-page', () => {
  let api: StubApi;
  let bff: RunningServer;
  const seen: { path: string; query: object; cookie?: string }[] = [];
  let failing = false;

  before(async () => {
    api = await startStubApi((app) => {
      app.get('/api/new/checkout/cart-page', (req, res) => {
        seen.push({ path: req.path, query: { ...req.query }, cookie: req.headers.cookie });
        if (failing) {
          return void res.status(503).json({ type: 'upstream', code: 'carrier_down', message: 'x' });
        }
        if (req.query.payment === 'cheque') {
          return void res.status(400).json({
            type: 'validation',
            code: 'invalid_request',
            message: 'Bad payment',
          } satisfies ApiErrorBody);
        }
        res.json({ cart: { count: 1 }, deliveries: { methods: [] }, payments: { methods: [] }, summary: {} });
      });
    });
    bff = await startBff(testConfig({ apiUrl: api.url }));
  });
  after(async () => {
    await bff.shutdown();
    await api.close();
  });

  it("answers the api's cart page, priced once in one call with the caller's cookie and choice", async () => {
    seen.length = 0;
    const response = await fetch(`${bff.url}/api/bff/cart-page?delivery=courier&payment=card&other=x`, {
      headers: { cookie: 'sid=abc' },
    });
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), {
      cart: { count: 1 },
      deliveries: { methods: [] },
      payments: { methods: [] },
      summary: {},
    });
    assert.deepEqual(seen, [
      {
        path: '/api/new/checkout/cart-page',
        query: { delivery: 'courier', payment: 'card' },
        cookie: 'sid=abc',
      },
    ]);
  });

  it('asks without a choice when none is made yet', async () => {
    seen.length = 0;
    const response = await fetch(`${bff.url}/api/bff/cart-page?delivery=`);
    assert.equal(response.status, 200);
    assert.deepEqual(
      seen.map((call) => call.query),
      [{}],
    );
  });

  it("passes the api's 400 for a bad choice through in the shared error shape", async () => {
    const response = await fetch(`${bff.url}/api/bff/cart-page?payment=cheque`);
    assert.equal(response.status, 400);
    const body = (await response.json()) as ApiErrorBody;
    assert.equal(body.code, 'invalid_request');
  });

  it('fails in the shared error shape when the api fails', async () => {
    failing = true;
    try {
      const response = await fetch(`${bff.url}/api/bff/cart-page`);
      assert.ok(response.status >= 500, `status ${response.status}`);
      const body = (await response.json()) as ApiErrorBody;
      assert.equal(typeof body.code, 'string');
      assert.equal(typeof body.message, 'string');
    } finally {
      failing = false;
    }
  });
});
