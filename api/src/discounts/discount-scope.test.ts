import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { ShopCode } from 'shared-domain';
import { addToCart, priceOf, productIdOf, withStock } from '../cart/cart-test-support.ts';
import { orderBody, placeOrder } from '../orders/order-test-support.ts';
import { request } from '../test-support/http.ts';
import { withFreshApp } from '../test-support/test-app.ts';

// A discount's scope (the products and product types it names) and the pieces per order it covers
// are data on the discount; a fixed price applies only to the products it names.

const api = withFreshApp(['cz', 'ro']);
const CHARGER = 'apple-usb-c-20w-power-adapter-white';
const OTHER_CHARGER = 'samsung-25w-travel-adapter-black';
const BUDS = 'samsung-galaxy-buds2-pro-graphite';
const PHONE = 'apple-iphone-14-128gb-midnight';

let ip = 0;
async function cartOf(items: [seo: string, quantity: number][], shop: ShopCode = 'cz') {
  let sid: string | undefined;
  const prices: Record<string, number> = {};
  for (const [seo, quantity] of items) {
    const id = await withStock(api.db, seo, 99, shop);
    prices[seo] = await priceOf(api.db, id, shop);
    sid = await addToCart(api.apps[shop].url, { productId: id, quantity }, sid);
  }
  ip += 1;
  return { sid: sid as string, prices, headers: { 'x-forwarded-for': `203.0.113.${ip}` } };
}

function apply(cart: { sid: string; headers: Record<string, string> }, code: string, shop: ShopCode = 'cz') {
  return request(`${api.apps[shop].url}/api/new/cart/discounts`, {
    json: { code },
    sid: cart.sid,
    headers: cart.headers,
  });
}

describe('discount scope and quantity', () => {
  test('the charger price does not sell 99 Galaxy Buds2 Pro for 199 Kč each', async () => {
    const cart = await cartOf([[BUDS, 99]]);
    const refused = await apply(cart, 'NABIJECKA199');
    assert.equal(refused.status, 409, JSON.stringify(refused.body));
    assert.equal(refused.body.code, 'no_matching_products');

    const ro = await cartOf([[BUDS, 99]], 'ro');
    assert.equal((await apply(ro, 'INCARCATOR49', 'ro')).body.code, 'no_matching_products');
  });

  test('a fixed price covers its quantity per order, the cheapest named pieces, and the order charges that', async () => {
    const cart = await cartOf([
      [CHARGER, 3],
      [OTHER_CHARGER, 2],
      [BUDS, 2],
    ]);
    const applied = await apply(cart, 'NABIJECKA199');
    assert.equal(applied.status, 200, JSON.stringify(applied.body));
    const cheapest = Math.min(cart.prices[CHARGER], cart.prices[OTHER_CHARGER]);
    const off = Math.max(0, cheapest - 19_900);
    assert.equal(applied.body.discounts[0].amount.amount, off, 'one charger at 199 Kč');
    const full = cart.prices[CHARGER] * 3 + cart.prices[OTHER_CHARGER] * 2 + cart.prices[BUDS] * 2;
    assert.equal(applied.body.totals.total.amount, full - off);

    const placed = await placeOrder(api.url, cart.sid, orderBody('cz'));
    const order = await api.db
      .selectFrom('orders')
      .select(['discount_total'])
      .where('number', '=', placed.body.number)
      .executeTakeFirstOrThrow();
    assert.equal(order.discount_total, off);
  });

  test('scope and quantity are read from the discount’s data', async () => {
    const phoneId = await productIdOf(api.db, PHONE);
    const { id } = await api.db
      .insertInto('discounts')
      .values({
        shop: 'cz',
        title: 'One phone 10 %',
        marketing_name: 'Sleva 10 % na jeden iPhone 14',
        type: 'percentage',
        value: 10,
        max_quantity_per_order: 1,
        valid_from: new Date(Date.now() - 60_000),
        is_combinable: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await api.db.insertInto('discount_scopes').values({ discount_id: id, product_id: phoneId }).execute();
    await api.db
      .insertInto('discount_codes')
      .values({ discount_id: id, shop: 'cz', code: 'JEDENIPHONE' })
      .execute();

    const cart = await cartOf([
      [PHONE, 2],
      [BUDS, 1],
    ]);
    const applied = await apply(cart, 'JEDENIPHONE');
    assert.equal(applied.status, 200, JSON.stringify(applied.body));
    assert.equal(
      applied.body.discounts[0].amount.amount,
      Math.round(cart.prices[PHONE] / 10),
      'one phone only',
    );

    const buds = await cartOf([[BUDS, 1]]);
    assert.equal((await apply(buds, 'JEDENIPHONE')).body.code, 'no_matching_products');
  });
});
