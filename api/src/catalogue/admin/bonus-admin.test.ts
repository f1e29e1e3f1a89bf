import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { addToCart, getCart, priceOf, withStock } from '../../cart/cart-test-support.ts';
import { logIn, request } from '../../test-support/http.ts';
import { withFreshApp } from '../../test-support/test-app.ts';
import { assertStaffOnly, auditRows } from './master-data-test-support.ts';

const api = withFreshApp(['cz', 'ro']);
const BASE = '/api/new/product/admin-bonuses-for-used-product';
let sid: string;

const call = (
  path: string,
  options: { method?: string; json?: unknown; shop?: 'cz' | 'ro'; sid?: string } = {},
) => request(`${api.apps[options.shop ?? 'cz'].url}${BASE}${path}`, { ...options, sid: options.sid ?? sid });

async function ids() {
  const apple = await api.db
    .selectFrom('manufacturers')
    .where('name', '=', 'Apple')
    .select('id')
    .executeTakeFirstOrThrow();
  const phones = await api.db
    .selectFrom('product_types')
    .where('code', '=', 'phones')
    .select('id')
    .executeTakeFirstOrThrow();
  return { apple: apple.id, phones: phones.id };
}

describe('buy-and-sell bonuses', () => {
  before(async () => {
    sid = await logIn(api.url, 'admin@example.cz');
  });

  test('only staff reach them', async () => {
    for (const path of ['/bonuses_manufacturers', '/quality_types', '/types_devices', '/bonuses'])
      await assertStaffOnly(api.url, `${BASE}${path}`);
    await assertStaffOnly(api.url, `${BASE}/bonuses`, { method: 'PUT', json: { items: [] } });
  });

  test('the choice lists at their literal paths, in the shop’s language', async () => {
    const manufacturers = await call('/bonuses_manufacturers');
    assert.equal(manufacturers.status, 200);
    assert.equal(manufacturers.headers.get('cache-control'), 'no-store');
    assert.ok(manufacturers.body.some((row: { name: string }) => row.name === 'Apple'));
    assert.deepEqual(
      (await call('/quality_types')).body.map(
        (row: { code: string; name: string }) => `${row.code}:${row.name}`,
      ),
      ['new:Nové', 'A+:A+', 'A:A', 'B:B', 'C:C', 'D:D'],
    );
    assert.equal(
      (await call('/quality_types', { shop: 'ro', sid: await logIn(api.apps.ro.url, 'admin@example.ro') }))
        .body[0].name,
      'Nou',
    );
    const types = (await call('/types_devices')).body;
    assert.deepEqual(
      types.map((row: { code: string }) => row.code),
      ['phones', 'tablets', 'smartwatches', 'accessories'],
    );
    assert.equal(types[0].name, 'Mobilní telefony');
  });

  test('percents are set per shop, validated 0–100, removed with null, audited', async () => {
    const { apple, phones } = await ids();
    const cell = { manufacturerId: apple, qualityType: 'A', productTypeId: phones };
    const tooMuch = await call('/bonuses', { method: 'PUT', json: { items: [{ ...cell, percent: 101 }] } });
    assert.equal(tooMuch.status, 400);
    assert.ok(tooMuch.body.errors.form['items.0.percent']);
    const badGrade = await call('/bonuses', {
      method: 'PUT',
      json: { items: [{ ...cell, qualityType: 'E', percent: 5 }] },
    });
    assert.equal(badGrade.status, 400);
    const unknown = await call('/bonuses', {
      method: 'PUT',
      json: { items: [{ ...cell, manufacturerId: 2_000_000_000, percent: 5 }] },
    });
    assert.equal(unknown.status, 404);

    const saved = await call('/bonuses', { method: 'PUT', json: { items: [{ ...cell, percent: 15 }] } });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.equal(saved.body.defaultPercent, 10);
    assert.deepEqual(saved.body.items, [{ ...cell, percent: 15 }]);
    const roSid = await logIn(api.apps.ro.url, 'admin@example.ro');
    assert.deepEqual(
      (await call('/bonuses', { shop: 'ro', sid: roSid })).body.items,
      [],
      'the other shop has its own',
    );
    assert.deepEqual((await call(`/bonuses?manufacturerId=${apple}`)).body.items, [{ ...cell, percent: 15 }]);
    assert.deepEqual((await call(`/bonuses?manufacturerId=${apple + 1}`)).body.items, []);

    await call('/bonuses', { method: 'PUT', json: { items: [{ ...cell, percent: 20 }] } });
    const removed = await call('/bonuses', { method: 'PUT', json: { items: [{ ...cell, percent: null }] } });
    assert.deepEqual(removed.body.items, []);
    const audit = await auditRows(api.db, 'bonus', `${apple}:A:${phones}`);
    assert.deepEqual(
      audit.map((row) => [
        row.action,
        (row.before as { percent: number } | null)?.percent ?? null,
        (row.after as { percent: number } | null)?.percent ?? null,
      ]),
      [
        ['create', null, 15],
        ['update', 15, 20],
        ['delete', 20, null],
      ],
    );
  });

  test("a staff-set bonus changes the cart's buyout bonus cap of that product", async () => {
    const { apple, phones } = await ids();
    const productId = await withStock(api.db, 'apple-iphone-13-128gb-midnight', 5);
    const price = await priceOf(api.db, productId);
    const customer = await addToCart(api.url, { productId });
    const itemId = (await getCart(api.url, customer)).packages[0].id;
    const buyout = await api.db
      .selectFrom('buyouts')
      .select(['id', 'number', 'e_mail'])
      .where('shop', '=', 'cz')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await api.db
      .updateTable('buyouts')
      .set({ price: 10_000_000, status: 'paid' })
      .where('id', '=', buyout.id)
      .execute();
    const applied = await request(`${api.url}/api/new/cart/items/${itemId}/buyout-bonus`, {
      json: { buyoutNumber: buyout.number, email: buyout.e_mail },
      sid: customer,
    });
    assert.equal(applied.status, 200, JSON.stringify(applied.body));
    assert.equal(applied.body.packages[0].buyoutBonus.percent, 10, 'no row: the shop default');
    assert.equal(applied.body.packages[0].buyoutBonus.bonus.amount, Math.floor(price / 10));

    const saved = await call('/bonuses', {
      method: 'PUT',
      json: { items: [{ manufacturerId: apple, qualityType: 'new', productTypeId: phones, percent: 25 }] },
    });
    assert.equal(saved.status, 200);
    const cart = await getCart(api.url, customer);
    assert.equal(cart.packages[0].buyoutBonus.percent, 25);
    assert.equal(cart.packages[0].buyoutBonus.bonus.amount, Math.floor((price * 25) / 100));
    assert.equal(cart.totals.items.amount, price - Math.floor((price * 25) / 100));

    // A used grade's row does not apply to a new product.
    await call('/bonuses', {
      method: 'PUT',
      json: { items: [{ manufacturerId: apple, qualityType: 'new', productTypeId: phones, percent: null }] },
    });
    await call('/bonuses', {
      method: 'PUT',
      json: { items: [{ manufacturerId: apple, qualityType: 'A+', productTypeId: phones, percent: 40 }] },
    });
    assert.equal((await getCart(api.url, customer)).packages[0].buyoutBonus.percent, 10);
  });
});
