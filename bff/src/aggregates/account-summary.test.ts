import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { AccountSummaryData, ApiErrorBody } from 'shared-domain';
import type { RunningServer } from '../server.ts';
import { type StubApi, startBff, startStubApi, testConfig } from '../test-support/fixtures.ts';

const partPaths = {
  profile: '/api/new/accounts/me/profile',
  recentOrders: '/api/new/orders/mine',
  buyouts: '/api/new/buyout/mine/',
  installments: '/api/new/orders/mine/installments',
  toReview: '/api/new/product-reviews/user-profile/products-from-orders-to-review/',
  serviceOrders: '/api/new/service/orders/mine/',
} as const;

describe('GET /api/bff/account-summary', () => {
  let api: StubApi;
  let bff: RunningServer;
  const seen: { path: string; cookie?: string }[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  let failingPath: string | null = null;

  before(async () => {
    api = await startStubApi((app) => {
      app.get(Object.values(partPaths), async (req, res) => {
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        seen.push({ path: req.originalUrl, cookie: req.headers.cookie });
        await new Promise((resolve) => setTimeout(resolve, 40));
        inFlight -= 1;
        if (req.headers.cookie !== 'sid=customer') {
          return void res
            .status(401)
            .json({ type: 'authentication', code: 'authentication_required', message: 'Sign in' });
        }
        if (req.path === failingPath) {
          return void res.status(500).json({ type: 'internal', code: 'internal', message: 'boom' });
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

  const summary = (cookie = 'sid=customer') =>
    fetch(`${bff.url}/api/bff/account-summary`, { headers: { cookie } });

  it('answers every part in one request, calling the api in parallel with the caller’s cookie', async () => {
    seen.length = 0;
    maxInFlight = 0;
    failingPath = null;
    const response = await summary();
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('cache-control'), 'no-store');
    const body = (await response.json()) as Record<keyof AccountSummaryData, { from: string; query: object }>;
    for (const [part, path] of Object.entries(partPaths)) {
      assert.equal(body[part as keyof AccountSummaryData].from, path, part);
    }
    assert.deepEqual(body.recentOrders.query, { pageSize: '3' }, 'only the three newest orders');
    assert.equal(maxInFlight, 6, 'all six api calls were in flight together');
    assert.ok(seen.every((call) => call.cookie === 'sid=customer'));
  });

  it('gives a failed part as null and still answers the others', async () => {
    failingPath = partPaths.buyouts;
    const response = await summary();
    assert.equal(response.status, 200);
    const body = (await response.json()) as AccountSummaryData;
    assert.equal(body.buyouts, null);
    assert.notEqual(body.profile, null);
    assert.notEqual(body.recentOrders, null);
    assert.notEqual(body.installments, null);
    assert.notEqual(body.toReview, null);
    assert.notEqual(body.serviceOrders, null);
  });

  it('answers 401 in the shared error shape for a visitor', async () => {
    failingPath = null;
    const response = await summary('sid=visitor');
    assert.equal(response.status, 401);
    const body = (await response.json()) as ApiErrorBody;
    assert.equal(body.code, 'authentication_required');
  });

  it('answers 502 when the profile itself fails', async () => {
    failingPath = partPaths.profile;
    const response = await summary();
    assert.equal(response.status, 502);
    const body = (await response.json()) as ApiErrorBody;
    assert.equal(body.type, 'upstream');
  });
});
