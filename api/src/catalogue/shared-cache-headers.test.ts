import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { logIn, request } from '../test-support/http.ts';
import { withFreshApp } from '../test-support/test-app.ts';

// What the bff's shared cache and a CDN may keep, and the keys staff purge it by. Answers about
// the signed-in user are never shareable.
const api = withFreshApp();

describe('cache headers of the public catalogue', () => {
  test('product pages, listings and search are shareable for a minute and tagged for the purge', async () => {
    const listing = await request(`${api.url}/api/new/catalogue/browse/?type=telefony`);
    assert.equal(listing.status, 200);
    assert.equal(listing.headers.get('cache-control'), 'public, max-age=0, s-maxage=60');
    assert.equal(listing.headers.get('surrogate-key'), 'endpoint catalogue');

    const seoName = listing.body.items[0].seoName as string;
    const product = await request(`${api.url}/api/new/catalogue/products/${seoName}`);
    assert.equal(product.status, 200);
    assert.equal(product.headers.get('cache-control'), 'public, max-age=0, s-maxage=60');
    assert.equal(product.headers.get('surrogate-key'), `endpoint catalogue product-${seoName}`);

    const search = await request(`${api.url}/api/new/catalogue/search/?q=iphone`);
    assert.equal(search.headers.get('surrogate-key'), 'endpoint catalogue');
  });

  test('an error or a personal answer is never shareable', async () => {
    const missing = await request(`${api.url}/api/new/catalogue/products/no-such-product`);
    assert.equal(missing.status, 404);
    assert.doesNotMatch(missing.headers.get('cache-control') ?? '', /s-maxage/);
    const sid = await logIn(api.url, 'jana.novakova@example.cz');
    const favourites = await request(`${api.url}/api/new/catalogue/favourites/`, { sid });
    assert.equal(favourites.headers.get('cache-control'), 'no-store');
    assert.equal(favourites.headers.get('surrogate-key'), null);
  });
});
