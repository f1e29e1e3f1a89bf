import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { ShopCode } from 'shared-domain';
import { isoWithOffset } from 'shared-domain/shop-clock.ts';
import { addToCart, getCart, withStock } from '../cart/cart-test-support.ts';
import { shopTimeZone } from '../checkout/shop-time.ts';
import { ORDERS, orderBody, placeOrder } from '../orders/order-test-support.ts';
import { request } from '../test-support/http.ts';
import { withFreshApp } from '../test-support/test-app.ts';

// One price rule: a product on a running offer is shown and sold at the offer price everywhere —
// the offer list, the category listing, the product page, the cart, the order and the feeds.

const api = withFreshApp(['cz', 'ro']);
const OFFERS = '/api/new/catalogue/lists/time-limited-offers/';
const FEEDS = '/api/new/catalogue/feeds';

interface OfferItem {
  id: number;
  seoName: string;
  typeSeoName: string;
  price: { amount: number; currency: string };
  originalPrice: { amount: number; currency: string };
}

async function offersOf(shop: ShopCode): Promise<OfferItem[]> {
  const response = await request(`${api.apps[shop].url}${OFFERS}`);
  assert.equal(response.status, 200);
  return response.body.items;
}

/** The product's price in its category listing (paged through until found). */
async function listingPrice(shop: ShopCode, item: OfferItem): Promise<number> {
  for (let page = 1; page < 20; page++) {
    const { status, body } = await request(
      `${api.apps[shop].url}/api/new/catalogue/browse/?type=${item.typeSeoName}&pageSize=100&page=${page}`,
    );
    assert.equal(status, 200);
    const found = body.items.find((candidate: { id: number }) => candidate.id === item.id);
    if (found) return found.price.amount;
    if (body.items.length < 100) break;
  }
  throw new Error(`${item.seoName} is not in its listing`);
}

async function productPagePrice(shop: ShopCode, seoName: string): Promise<number> {
  const { status, body } = await request(`${api.apps[shop].url}/api/new/catalogue/products/${seoName}`);
  assert.equal(status, 200);
  return body.price.amount;
}

/** Feed prices by product id ("12311.00" → 1231100 minor units). */
async function feedPrices(shop: ShopCode, feed: string, pattern: RegExp): Promise<Map<number, number>> {
  const response = await fetch(`${api.apps[shop].url}${FEEDS}/${feed}`);
  assert.equal(response.status, 200);
  const text = await response.text();
  return new Map(
    [...text.matchAll(pattern)].map((match) => [Number(match[1]), Math.round(Number(match[2]) * 100)]),
  );
}

const heureka = /<ITEM_ID>(\d+)<\/ITEM_ID>[\s\S]*?<PRICE_VAT>([\d.]+)<\/PRICE_VAT>/g;
const google = /<g:id>(\d+)<\/g:id>[\s\S]*?<g:price>([\d.]+) [A-Z]+<\/g:price>/g;

describe('one price for a product on offer', () => {
  for (const shop of ['cz', 'ro'] as const) {
    test(`${shop}: offer = listing = product page = cart = order = feed, below the regular price`, async () => {
      const offers = await offersOf(shop);
      assert.ok(offers.length >= 3, 'the seed puts products on offer');
      // In stock here (the feeds list products in stock), a piece of each in one cart.
      let sid: string | undefined;
      for (const item of offers) {
        await withStock(api.db, item.seoName, 5, shop);
        sid = await addToCart(api.apps[shop].url, { productId: item.id, quantity: 1 }, sid);
      }
      const feeds = [await feedPrices(shop, 'google-merchant.xml', google)];
      if (shop === 'cz') feeds.push(await feedPrices(shop, 'heureka.xml', heureka));

      for (const item of offers) {
        assert.ok(item.price.amount < item.originalPrice.amount, `${item.seoName} is really discounted`);
        assert.equal(await listingPrice(shop, item), item.price.amount, `${item.seoName}: listing`);
        assert.equal(await productPagePrice(shop, item.seoName), item.price.amount, `${item.seoName}: page`);
        for (const feed of feeds) assert.equal(feed.get(item.id), item.price.amount, `${item.seoName}: feed`);
      }

      const cart = await getCart(api.apps[shop].url, sid);
      for (const item of offers) {
        const line = cart.packages.find((pkg: { productId: number }) => pkg.productId === item.id);
        assert.equal(line.unitPrice.amount, item.price.amount, `${item.seoName}: cart`);
      }
      const placed = await placeOrder(api.apps[shop].url, sid as string, orderBody(shop));
      const detail = await request(
        `${api.apps[shop].url}${ORDERS}/status?number=${placed.body.number}&token=${encodeURIComponent(placed.body.accessToken)}`,
      );
      assert.equal(detail.status, 200, JSON.stringify(detail.body));
      for (const item of offers) {
        const line = detail.body.items.find(
          (candidate: { kind: string; productSeoName: string | null }) =>
            candidate.kind === 'product' && candidate.productSeoName === item.seoName,
        );
        assert.equal(line.unitPrice.amount, item.price.amount, `${item.seoName}: order`);
      }
    });
  }

  test('an offer counts only while it runs and only when it lowers the price', async () => {
    const [item] = await offersOf('cz');
    const offer = await api.db
      .selectFrom('time_limited_offers')
      .selectAll()
      .where('product_id', '=', item.id)
      .where('shop', '=', 'cz')
      .executeTakeFirstOrThrow();
    const setOffer = (values: { amount?: number; ends_at?: Date; starts_at?: Date }) =>
      api.db.updateTable('time_limited_offers').set(values).where('id', '=', offer.id).execute();
    try {
      await setOffer({ ends_at: new Date(Date.now() - 1000), starts_at: new Date(Date.now() - 60_000) });
      assert.equal(await productPagePrice('cz', item.seoName), item.originalPrice.amount, 'ended');
      assert.ok(!(await offersOf('cz')).some((candidate) => candidate.id === item.id));

      await setOffer({ starts_at: new Date(Date.now() + 60_000), ends_at: new Date(Date.now() + 120_000) });
      assert.equal(await productPagePrice('cz', item.seoName), item.originalPrice.amount, 'not started');

      await setOffer({
        amount: item.originalPrice.amount + 100,
        starts_at: offer.starts_at,
        ends_at: offer.ends_at,
      });
      assert.equal(await productPagePrice('cz', item.seoName), item.originalPrice.amount, 'a higher "offer"');
      assert.ok(!(await offersOf('cz')).some((candidate) => candidate.id === item.id));
    } finally {
      await setOffer({ amount: offer.amount, starts_at: offer.starts_at, ends_at: offer.ends_at });
    }
    assert.equal(await productPagePrice('cz', item.seoName), item.price.amount, 'running again');
  });

  test('seeded offers run from a midnight to a midnight of the shop’s time zone', async () => {
    const offers = await api.db
      .selectFrom('time_limited_offers')
      .select(['shop', 'starts_at', 'ends_at'])
      .execute();
    assert.ok(offers.length > 0);
    for (const offer of offers) {
      const zone = shopTimeZone[offer.shop];
      assert.match(isoWithOffset(new Date(offer.starts_at), zone), /T00:00:00[+-]/, `${offer.shop} start`);
      assert.match(isoWithOffset(new Date(offer.ends_at), zone), /T00:00:00[+-]/, `${offer.shop} end`);
    }
  });
});
