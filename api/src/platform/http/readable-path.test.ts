import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { request } from '../../test-support/http.ts';
import { withFreshApp } from '../../test-support/test-app.ts';

// What a client puts in the path is its mistake when it is not text: 400 in the shared error
// shape on every route, never the 500 Express' failed parameter decoding or PostgreSQL's refusal
// of a NUL byte would give.

const api = withFreshApp();

describe('a path that does not decode to text', () => {
  for (const path of [
    '/api/new/catalogue/products/%E0%A4%A',
    '/api/new/buyout/buyouts/%/',
    '/api/new/orders/mine/%zz',
    '/api/new/service/operations/%ED%A0%80/',
    '/api/new/catalogue/products/a%00b',
    '/api/new/product-reviews/products/%00/reviews/',
  ]) {
    test(`GET ${path} answers 400 invalid_path`, async () => {
      const response = await request(`${api.url}${path}`);
      assert.equal(response.status, 400);
      assert.deepEqual(response.body, {
        type: 'validation',
        code: 'invalid_path',
        message: 'Tato adresa stránky není platná.',
      });
    });
  }

  test('a path with well-formed encoding still reaches its route', async () => {
    const response = await request(`${api.url}/api/new/catalogue/products/%C5%99%C3%A1d`);
    assert.equal(response.status, 404);
    assert.equal(response.body.code, 'product_not_found');
  });
});
