import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ApiErrorBody } from 'shared-domain';
import type { RunningServer } from '../server.ts';
import { type StubApi, startBff, startStubApi, testConfig } from '../test-support/fixtures.ts';

describe('GET /api/bff/product-page', () => {
  let api: StubApi;
  let bff: RunningServer;
  const seen: { path: string; cookie?: string }[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  let failCount = false;

  before(async () => {
    api = await startStubApi((app) => {
      app.get(['/api/new/catalogue/products/:seo', '/api/new/cart/count'], async (req, res) => {
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        seen.push({ path: req.originalUrl, cookie: req.headers.cookie });
        await new Promise((resolve) => setTimeout(resolve, 50));
        inFlight -= 1;
        if (req.path === '/api/new/cart/count') {
          if (failCount)
            return void res.status(500).json({ type: 'internal', code: 'internal_error', message: 'x' });
          res.setHeader('Set-Cookie', 'sid=rotated; Path=/; HttpOnly');
          return void res.json({ count: 3 });
        }
        if (req.params.seo !== 'apple-iphone-13-128gb-midnight') {
          return void res
            .status(404)
            .json({ type: 'not_found', code: 'product_not_found', message: 'There is no product.' });
        }
        res.json({ id: 7, seoName: req.params.seo, name: 'Apple iPhone 13 128 GB, Temně inkoustová' });
      });
    });
    bff = await startBff(testConfig({ apiUrl: api.url }));
  });
  after(async () => {
    await bff.shutdown();
    await api.close();
  });

  it('answers the product and the cart count in one request, calling the api in parallel with the cookie', async () => {
    seen.length = 0;
    maxInFlight = 0;
    const response = await fetch(`${bff.url}/api/bff/product-page?seo=apple-iphone-13-128gb-midnight`, {
      headers: { cookie: 'sid=abc' },
    });
    assert.equal(response.status, 200);
    const body = (await response.json()) as { product: { id: number; seoName: string }; cartCount: number };
    assert.equal(body.product.id, 7);
    assert.equal(body.product.seoName, 'apple-iphone-13-128gb-midnight');
    assert.equal(body.cartCount, 3);
    assert.equal(maxInFlight, 2, 'both api calls were in flight together');
    assert.deepEqual(seen.map((call) => call.path).sort(), [
      '/api/new/cart/count',
      '/api/new/catalogue/products/apple-iphone-13-128gb-midnight',
    ]);
    assert.ok(
      seen.every((call) => call.cookie === 'sid=abc'),
      'the caller’s session goes with every call',
    );
    assert.equal(response.headers.get('cache-control'), 'no-store');
    assert.ok(response.headers.getSetCookie().some((cookie) => cookie.startsWith('sid=rotated')));
  });

  it('keeps the seo name one path segment', async () => {
    seen.length = 0;
    const response = await fetch(
      `${bff.url}/api/bff/product-page?seo=${encodeURIComponent('../../cart/count')}`,
    );
    assert.equal(response.status, 404);
    assert.ok(seen.some((call) => call.path === '/api/new/catalogue/products/..%2F..%2Fcart%2Fcount'));
  });

  it('passes the api’s 404 on, for the page to show "not found"', async () => {
    const response = await fetch(`${bff.url}/api/bff/product-page?seo=nope`);
    assert.equal(response.status, 404);
    assert.equal(((await response.json()) as ApiErrorBody).code, 'product_not_found');
  });

  it('answers 400 without asking the api when no seo name is given', async () => {
    seen.length = 0;
    for (const query of ['', '?seo=', '?seo=a&seo=b']) {
      const response = await fetch(`${bff.url}/api/bff/product-page${query}`);
      assert.equal(response.status, 400, query);
      assert.equal(((await response.json()) as ApiErrorBody).code, 'invalid_request');
    }
    assert.equal(seen.length, 0);
  });

  it('turns an api failure into a 502 in the error shape', async () => {
    failCount = true;
    try {
      const response = await fetch(`${bff.url}/api/bff/product-page?seo=apple-iphone-13-128gb-midnight`);
      assert.equal(response.status, 502);
      assert.equal(((await response.json()) as ApiErrorBody).type, 'upstream');
    } finally {
      failCount = false;
    }
  });
});
