import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ApiErrorBody, CartPageData } from 'shared-domain';
import type { RunningServer } from '../server.ts';
import { type StubApi, startBff, startStubApi, testConfig } from '../test-support/fixtures.ts';

describe('GET /api/bff/cart-page', () => {
  let api: StubApi;
  let bff: RunningServer;
  const seen: { path: string; cookie?: string }[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  let failDeliveries = false;

  before(async () => {
    api = await startStubApi((app) => {
      const paths = [
        '/api/new/cart',
        '/api/new/checkout/deliveries',
        '/api/new/checkout/payments',
        '/api/new/checkout/summary',
      ];
      app.get(paths, async (req, res) => {
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        seen.push({ path: req.originalUrl, cookie: req.headers.cookie });
        await new Promise((resolve) => setTimeout(resolve, 40));
        inFlight -= 1;
        if (req.path === '/api/new/checkout/deliveries' && failDeliveries) {
          return void res.status(503).json({ type: 'upstream', code: 'carrier_down', message: 'x' });
        }
        if (req.path === '/api/new/checkout/summary' && req.query.payment === 'cheque') {
          return void res.status(400).json({
            type: 'validation',
            code: 'invalid_request',
            message: 'Bad payment',
          } satisfies ApiErrorBody);
        }
        res.json({ from: req.path, query: req.query });
      });
    });
    bff = await startBff(testConfig({ apiUrl: api.url }));
  });
  after(async () => {
    await bff.shutdown();
    await api.close();
  });

  it('answers cart, deliveries, payments and summary in one request, calling the api in parallel with the cookie', async () => {
    seen.length = 0;
    maxInFlight = 0;
    const response = await fetch(`${bff.url}/api/bff/cart-page?delivery=courier&payment=card`, {
      headers: { cookie: 'sid=abc' },
    });
    assert.equal(response.status, 200);
    const body = (await response.json()) as Record<keyof CartPageData, { from: string; query: object }>;
    assert.equal(body.cart.from, '/api/new/cart');
    assert.equal(body.deliveries.from, '/api/new/checkout/deliveries');
    assert.deepEqual(body.payments.query, { delivery: 'courier' }, 'payments that go with the delivery');
    assert.deepEqual(body.summary.query, { delivery: 'courier', payment: 'card' });
    assert.equal(maxInFlight, 4, 'all four api calls were in flight together');
    assert.ok(seen.every((call) => call.cookie === 'sid=abc'));
  });

  it('asks without a choice when none is made yet', async () => {
    seen.length = 0;
    const response = await fetch(`${bff.url}/api/bff/cart-page`);
    assert.equal(response.status, 200);
    assert.deepEqual(seen.map((call) => call.path).sort(), [
      '/api/new/cart',
      '/api/new/checkout/deliveries',
      '/api/new/checkout/payments',
      '/api/new/checkout/summary',
    ]);
  });

  it("passes the api's 400 for a bad choice through in the shared error shape", async () => {
    const response = await fetch(`${bff.url}/api/bff/cart-page?payment=cheque`);
    assert.equal(response.status, 400);
    const body = (await response.json()) as ApiErrorBody;
    assert.equal(body.code, 'invalid_request');
  });

  it('fails as a whole, in the shared error shape, when one api call fails', async () => {
    failDeliveries = true;
    try {
      const response = await fetch(`${bff.url}/api/bff/cart-page`);
      assert.ok(response.status >= 500, `status ${response.status}`);
      const body = (await response.json()) as ApiErrorBody;
      assert.equal(typeof body.code, 'string');
      assert.equal(typeof body.message, 'string');
    } finally {
      failDeliveries = false;
    }
  });
});
