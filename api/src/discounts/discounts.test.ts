import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { addToCart, getCart, priceOf, withStock } from '../cart/cart-test-support.ts';
import { priceCart } from '../cart/price-cart.ts';
import { hashSessionToken } from '../platform/session.ts';
import { request } from '../test-support/http.ts';
import { withFreshApp } from '../test-support/test-app.ts';
import { consumeCartDiscounts } from './consume-discounts.ts';

const api = withFreshApp(['cz', 'ro']);
const discountsUrl = (shop: 'cz' | 'ro' = 'cz') => `${api.apps[shop].url}/api/new/cart/discounts`;

const PHONE = 'apple-iphone-14-128gb-midnight';
const ACCESSORY = 'apple-usb-c-20w-power-adapter-white';

let ip = 0;
/** Each test guesses from its own address, so the per-address limit of one test spares the others. */
function freshIp(): Record<string, string> {
  ip += 1;
  return { 'x-forwarded-for': `198.51.100.${ip}` };
}

async function cartWith(items: [seo: string, quantity: number][], shop: 'cz' | 'ro' = 'cz') {
  let sid: string | undefined;
  let total = 0;
  const prices: Record<string, number> = {};
  for (const [seo, quantity] of items) {
    const id = await withStock(api.db, seo, 50, shop);
    prices[seo] = await priceOf(api.db, id, shop);
    total += prices[seo] * quantity;
    sid = await addToCart(api.apps[shop].url, { productId: id, quantity }, sid);
  }
  return { sid: sid!, total, prices, headers: freshIp() };
}

function apply(
  cart: { sid: string; headers: Record<string, string> },
  json: unknown,
  shop: 'cz' | 'ro' = 'cz',
) {
  return request(discountsUrl(shop), { json, sid: cart.sid, headers: cart.headers });
}

describe('POST /api/new/cart/discounts', () => {
  test('a percentage code takes its share off, in any letter case, and can be removed', async () => {
    const cart = await cartWith([
      [PHONE, 1],
      [ACCESSORY, 2],
    ]);
    const applied = await apply(cart, { code: ' vitejte10 ' });
    assert.equal(applied.status, 200, JSON.stringify(applied.body));
    assert.equal(applied.headers.get('cache-control'), 'no-store');
    const [discount] = applied.body.discounts;
    assert.equal(discount.code, 'VITEJTE10');
    assert.equal(discount.type, 'percentage');
    assert.equal(discount.valid, true);
    assert.equal(discount.amount.amount, Math.round(cart.total / 10));
    assert.equal(applied.body.totals.total.amount, cart.total - Math.round(cart.total / 10));
    const again = await apply(cart, { code: 'VITEJTE10' });
    assert.equal(again.status, 409);
    assert.equal(again.body.code, 'discount_already_applied');

    const removed = await request(`${discountsUrl()}/${discount.id}`, { method: 'DELETE', sid: cart.sid });
    assert.equal(removed.status, 200);
    assert.deepEqual(removed.body.discounts, []);
    assert.equal(removed.body.totals.total.amount, cart.total);
    assert.equal(
      (await request(`${discountsUrl()}/${discount.id}`, { method: 'DELETE', sid: cart.sid })).status,
      404,
    );
    assert.equal((await request(`${discountsUrl()}/x`, { method: 'DELETE', sid: cart.sid })).status, 404);
  });

  test('unknown and expired codes are "not valid" at the code field, in the shop’s language', async () => {
    const cart = await cartWith([[PHONE, 1]]);
    for (const code of ['NESMYSL', 'LETO2025']) {
      const refused = await apply(cart, { code });
      assert.equal(refused.status, 400);
      assert.deepEqual(refused.body.errors, { form: { code: ['Tento slevový kód není platný'] } });
    }
    const ro = await cartWith([[PHONE, 1]], 'ro');
    const refused = await apply(ro, { code: 'VARA2025' }, 'ro');
    assert.deepEqual(refused.body.errors, { form: { code: ['Acest cod de reducere nu este valid'] } });
    const generatedLowerCase = await api.db
      .selectFrom('discount_codes')
      .select('code')
      .where('single_use', '=', true)
      .where('shop', '=', 'cz')
      .where('code', '<>', ({ fn }) => fn('upper', ['code']))
      .executeTakeFirstOrThrow();
    assert.equal(
      (await apply(cart, { code: generatedLowerCase.code.toUpperCase() })).status,
      400,
      'single-use codes are case-sensitive',
    );
  });

  test('refuses bad input with 400 (never 500) and needs a cart', async () => {
    const cart = await cartWith([[PHONE, 1]]);
    for (const json of [
      {},
      { code: '' },
      { code: 'x'.repeat(41) },
      { isic: { cardNumber: '123', cardHolder: 'Jan' } },
      { isic: {} },
      [],
      null,
    ]) {
      const response = await request(discountsUrl(), { body: JSON.stringify(json), sid: cart.sid });
      assert.equal(response.status, 400, JSON.stringify(json));
    }
    const noCart = await request(discountsUrl(), { json: { code: 'VITEJTE10' } });
    assert.equal(noCart.status, 409);
    assert.equal(noCart.body.code, 'cart_empty');
  });

  test('a non-combinable discount is alone; combinable ones add up', async () => {
    const cart = await cartWith([
      [PHONE, 1],
      [ACCESSORY, 1],
    ]);
    assert.ok(cart.total >= 500_000, 'the cart is big enough for SLEVA500');
    assert.equal((await apply(cart, { code: 'VITEJTE10' })).status, 200);
    const blocked = await apply(cart, { code: 'SLEVA500' });
    assert.equal(blocked.status, 409);
    assert.equal(blocked.body.code, 'discount_not_combinable');
    assert.equal(blocked.body.message, 'Tuto slevu nelze kombinovat s\u00a0jinou slevou v\u00a0košíku.');

    const other = await cartWith([
      [PHONE, 1],
      [ACCESSORY, 1],
    ]);
    const accessories = await apply(other, { code: 'PRISLUSENSTVI20' });
    const accessoryShare = Math.round((other.prices[ACCESSORY] * 20) / 100);
    assert.equal(accessories.body.discounts[0].amount.amount, accessoryShare, 'only the accessory line');
    const blockedWelcome = await apply(other, { code: 'VITEJTE10' });
    assert.equal(blockedWelcome.body.code, 'discount_not_combinable');
    const both = await apply(other, { code: 'SLEVA500' });
    assert.equal(both.status, 200);
    assert.deepEqual(
      both.body.discounts.map((d: { amount: { amount: number } }) => d.amount.amount),
      [accessoryShare, 50_000],
    );
    assert.equal(both.body.totals.discounts.amount, 50_000 + accessoryShare);
    assert.equal(both.body.totals.total.amount, other.total - 50_000 - accessoryShare);
  });

  test('an absolute code needs its minimum order; a product-type code needs a matching product', async () => {
    const small = await cartWith([[ACCESSORY, 1]]);
    const tooSmall = await apply(small, { code: 'SLEVA500' });
    assert.equal(tooSmall.status, 409);
    assert.equal(tooSmall.body.code, 'min_order_amount');
    assert.match(tooSmall.body.message, /5\s000\sKč/);
    const phones = await cartWith([[PHONE, 1]]);
    const noAccessory = await apply(phones, { code: 'PRISLUSENSTVI20' });
    assert.equal(noAccessory.status, 409);
    assert.equal(noAccessory.body.code, 'no_matching_products');
  });

  test('a fixed-price code makes its quantity of the named product cost its value, never less than nothing off', async () => {
    const cart = await cartWith([
      [ACCESSORY, 3],
      [PHONE, 1],
    ]);
    const applied = await apply(cart, { code: 'NABIJECKA199' });
    assert.equal(applied.status, 200);
    // One charger per order (the discount's quantity), not all three and not the phone.
    const expected = Math.max(0, cart.prices[ACCESSORY] - 19_900);
    assert.equal(applied.body.discounts[0].amount.amount, expected);
    assert.equal(applied.body.totals.total.amount, cart.total - expected);
  });

  test('the ISIC card gives the shop’s ISIC discount with the holder in the label', async () => {
    const cart = await cartWith([[PHONE, 1]]);
    const applied = await apply(cart, {
      isic: { cardNumber: 's 420 123 456 789 a', cardHolder: 'Jana Nováková' },
    });
    assert.equal(applied.status, 200, JSON.stringify(applied.body));
    const [discount] = applied.body.discounts;
    assert.equal(discount.label, 'Sleva ISIC (Jana Nováková)');
    assert.equal(discount.code, null);
    assert.equal(discount.amount.amount, Math.round(cart.total / 20));
    const stored = await api.db
      .selectFrom('cart_discounts')
      .select('isic_card_number')
      .where('id', '=', discount.id)
      .executeTakeFirstOrThrow();
    assert.equal(stored.isic_card_number, 'S420123456789A');
  });

  test('a discount that became invalid stays listed with 0 and blocks ordering', async () => {
    const cart = await cartWith([
      [PHONE, 1],
      [ACCESSORY, 1],
    ]);
    const code = await api.db
      .selectFrom('discount_codes')
      .select(['id', 'code', 'discount_id'])
      .where('single_use', '=', true)
      .where('shop', '=', 'cz')
      .where('used_by_order_id', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const applied = await apply(cart, { code: code.code });
    assert.equal(applied.body.discounts[0].amount.amount, 30_000);
    assert.equal((await apply(cart, { code: 'SLEVA500' })).status, 200);

    const order = await api.db
      .selectFrom('orders')
      .select('id')
      .where('shop', '=', 'cz')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await api.db
      .updateTable('discount_codes')
      .set({ used_by_order_id: order.id, used_at: new Date() })
      .where('id', '=', code.id)
      .execute();
    const sleva = await api.db
      .selectFrom('discounts')
      .select('id')
      .where('title', '=', 'Absolute off a big order')
      .where('shop', '=', 'cz')
      .executeTakeFirstOrThrow();
    await api.db
      .updateTable('discounts')
      .set({ valid_to: new Date(Date.now() - 1000) })
      .where('id', '=', sleva.id)
      .execute();
    try {
      const after = await getCart(api.url, cart.sid);
      assert.deepEqual(
        after.discounts.map((d: { valid: boolean; amount: { amount: number } }) => [
          d.valid,
          d.amount.amount,
        ]),
        [
          [false, 0],
          [false, 0],
        ],
      );
      assert.deepEqual(after.problems, ['invalid_discount']);
      assert.equal(after.totals.total.amount, cart.total);
      const usedAgain = await apply(await cartWith([[PHONE, 1]]), { code: code.code });
      assert.equal(usedAgain.status, 400, 'a used single-use code is not valid');
    } finally {
      await api.db.updateTable('discounts').set({ valid_to: null }).where('id', '=', sleva.id).execute();
    }
  });

  test('limits failed guesses: 10 per session, 30 per address in 15 minutes (429)', async () => {
    const cart = await cartWith([[PHONE, 1]]);
    for (let i = 0; i < 10; i++) assert.equal((await apply(cart, { code: `GUESS${i}` })).status, 400);
    const limited = await apply(cart, { code: 'VITEJTE10' });
    assert.equal(limited.status, 429);
    assert.equal(limited.body.code, 'rate_limited');
    assert.match(limited.body.message, /příliš mnoho neplatných/);
    assert.equal(limited.headers.get('retry-after'), '900');
    assert.equal(limited.body.retryAfterSeconds, 900, 'the seconds are in the body too, for the form');

    const address = freshIp();
    for (let s = 0; s < 3; s++) {
      const other = { ...(await cartWith([[PHONE, 1]])), headers: address };
      for (let i = 0; i < 10; i++) assert.equal((await apply(other, { code: `TRY${s}X${i}` })).status, 400);
    }
    const fresh = { ...(await cartWith([[PHONE, 1]])), headers: address };
    assert.equal((await apply(fresh, { code: 'VITEJTE10' })).status, 429, 'the address used up its 30');
    const elsewhere = await cartWith([[PHONE, 1]]);
    assert.equal((await apply(elsewhere, { code: 'VITEJTE10' })).status, 200, 'other addresses still may');
  });
});

describe('discount allocation and consumption', () => {
  test('spreads discounts over lines so the final prices add up exactly', async () => {
    const cart = await cartWith([
      [PHONE, 1],
      [ACCESSORY, 3],
      ['apple-iphone-13-128gb-blue', 1],
    ]);
    await apply(cart, { code: 'SLEVA500' });
    await apply(cart, { isic: { cardNumber: 'S420123456789A', cardHolder: 'Jan Novák' } });
    const owner = ownerOf(cart.sid);
    const priced = await priceCart(api.db, 'cz', owner, new Date());
    assert.equal(priced.lines.length, 3);
    const finals = priced.lines.reduce((sum, line) => sum + line.finalPrice, 0);
    const shares = priced.lines.reduce((sum, line) => sum + line.discountShare, 0);
    assert.equal(finals, priced.itemsTotal - priced.discountTotal);
    assert.equal(shares, priced.discountTotal);
    assert.ok(priced.lines.every((line) => line.discountShare > 0));
    assert.equal(priced.view.totals.discounts.amount, priced.discountTotal);
  });

  test('consumeCartDiscounts writes the order’s discounts and uses a single-use code once', async () => {
    const cart = await cartWith([[PHONE, 1]]);
    const code = await api.db
      .selectFrom('discount_codes')
      .select(['id', 'code'])
      .where('single_use', '=', true)
      .where('shop', '=', 'cz')
      .where('used_by_order_id', 'is', null)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    assert.equal((await apply(cart, { code: code.code })).status, 200);
    const priced = await priceCart(api.db, 'cz', ownerOf(cart.sid), new Date());
    const orders = await api.db
      .selectFrom('orders')
      .select('id')
      .where('shop', '=', 'cz')
      .orderBy('id')
      .limit(2)
      .execute();
    await api.db.transaction().execute((trx) => consumeCartDiscounts(trx, priced, orders[0].id, new Date()));
    const written = await api.db
      .selectFrom('order_discounts')
      .select(['label', 'amount'])
      .where('order_id', '=', orders[0].id)
      .execute();
    assert.deepEqual(written, [{ label: 'Dárkový poukaz 300 Kč', amount: 30_000 }]);
    const used = await api.db
      .selectFrom('discount_codes')
      .select('used_by_order_id')
      .where('id', '=', code.id)
      .executeTakeFirstOrThrow();
    assert.equal(used.used_by_order_id, orders[0].id);
    await assert.rejects(
      api.db.transaction().execute((trx) => consumeCartDiscounts(trx, priced, orders[1].id, new Date())),
      (error: { status?: number; code?: string }) =>
        error.status === 409 && error.code === 'invalid_discount',
    );
  });
});

function ownerOf(sid: string) {
  return { shop: 'cz' as const, sessionId: hashSessionToken(sid) };
}
