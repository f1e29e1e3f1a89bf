import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { logIn, request, sessionCookie } from '../test-support/http.ts';
import { withFreshApp } from '../test-support/test-app.ts';

const api = withFreshApp(['cz', 'ro']);

const itemsUrl = (shop: 'cz' | 'ro' = 'cz') => `${api.apps[shop].url}/api/new/cart/items`;
const countUrl = () => `${api.url}/api/new/cart/count`;

async function productId(seo: string): Promise<number> {
  const row = await api.db
    .selectFrom('products')
    .select('id')
    .where('seo_name', '=', seo)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Puts exactly `quantity` pieces of the product into one Czech store and none anywhere else. */
async function stockOf(seo: string, quantity: number): Promise<number> {
  const id = await productId(seo);
  const store = await api.db
    .selectFrom('stores')
    .select('id')
    .where('shop', '=', 'cz')
    .where('kind', '=', 'store')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await api.db.deleteFrom('stock').where('product_id', '=', id).execute();
  if (quantity > 0)
    await api.db.insertInto('stock').values({ product_id: id, store_id: store.id, quantity }).execute();
  return id;
}

async function sessionCount(): Promise<number> {
  return (await api.db.selectFrom('sessions').select('id').execute()).length;
}

describe('POST /api/new/cart/items', () => {
  test("makes a visitor's session on the first add and counts what the cart holds", async () => {
    const id = await stockOf('apple-iphone-13-128gb-midnight', 10);
    const sessionsBefore = await sessionCount();
    const first = await request(itemsUrl(), { json: { productId: id, quantity: 1 } });
    assert.equal(first.status, 201);
    assert.deepEqual(first.body, { count: 1 });
    assert.equal(first.headers.get('cache-control'), 'no-store');
    const cookie = sessionCookie(first.headers);
    assert.ok(cookie, 'the new session goes to the browser');
    assert.ok(cookie.attributes.includes('HttpOnly'));
    assert.equal(await sessionCount(), sessionsBefore + 1);

    const second = await request(itemsUrl(), { json: { productId: id, quantity: 2 }, sid: cookie.value });
    assert.deepEqual(second.body, { count: 3 });
    assert.equal(sessionCookie(second.headers), undefined, 'the session is kept, not replaced');
    const other = await stockOf('apple-iphone-13-128gb-starlight', 5);
    const third = await request(itemsUrl(), { json: { productId: other }, sid: cookie.value });
    assert.deepEqual(third.body, { count: 4 }, 'quantity defaults to 1');
    assert.deepEqual((await request(countUrl(), { sid: cookie.value })).body, { count: 4 });
    assert.equal(await sessionCount(), sessionsBefore + 1);
  });

  test("puts a signed-in customer's pieces into their own cart", async () => {
    const id = await stockOf('apple-iphone-14-128gb-midnight', 10);
    const sid = await logIn(api.url, 'jana.novakova@example.cz');
    const before = (await request(countUrl(), { sid })).body.count;
    const response = await request(itemsUrl(), { json: { productId: id, quantity: 2 }, sid });
    assert.equal(response.status, 201);
    assert.deepEqual(response.body, { count: before + 2 });
    assert.deepEqual((await request(countUrl(), { sid })).body, { count: before + 2 });
    const user = await api.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'jana.novakova@example.cz')
      .executeTakeFirstOrThrow();
    const item = await api.db
      .selectFrom('cart_items as i')
      .innerJoin('carts as c', 'c.id', 'i.cart_id')
      .select(['i.quantity', 'c.session_id'])
      .where('c.user_id', '=', user.id)
      .where('i.product_id', '=', id)
      .executeTakeFirstOrThrow();
    assert.deepEqual(item, { quantity: 2, session_id: null });
  });

  test('refuses what is not in stock (409 out_of_stock) without making a session for it', async () => {
    const none = await stockOf('apple-iphone-13-256gb-pink', 0);
    const sessionsBefore = await sessionCount();
    const refused = await request(itemsUrl(), { json: { productId: none, quantity: 1 } });
    assert.equal(refused.status, 409);
    assert.equal(refused.body.code, 'out_of_stock');
    assert.equal(refused.body.message, 'Produkt už bohužel není skladem.');
    assert.equal(sessionCookie(refused.headers), undefined);
    assert.equal(await sessionCount(), sessionsBefore);

    const two = await stockOf('apple-iphone-13-256gb-blue', 2);
    const added = await request(itemsUrl(), { json: { productId: two, quantity: 2 } });
    assert.equal(added.status, 201);
    const sid = sessionCookie(added.headers)!.value;
    const more = await request(itemsUrl(), { json: { productId: two, quantity: 1 }, sid });
    assert.equal(more.status, 409);
    assert.equal(more.body.code, 'out_of_stock');
    assert.equal(more.body.message, 'Skladem zbývá jen 2 kusy a\u00a02 kusy už máte v\u00a0košíku.');
    assert.deepEqual((await request(countUrl(), { sid })).body, { count: 2 }, 'the cart is unchanged');

    const ro = await request(itemsUrl('ro'), { json: { productId: none, quantity: 1 } });
    assert.equal(ro.body.message, 'Din păcate, produsul nu mai este în stoc.');
  });

  test('holds at most 99 pieces of one product (409 quantity_limit)', async () => {
    const id = await stockOf('apple-usb-c-20w-power-adapter-white', 500);
    const full = await request(itemsUrl(), { json: { productId: id, quantity: 99 } });
    assert.equal(full.status, 201);
    const sid = sessionCookie(full.headers)!.value;
    const over = await request(itemsUrl(), { json: { productId: id, quantity: 1 }, sid });
    assert.equal(over.status, 409);
    assert.equal(over.body.code, 'quantity_limit');
    assert.match(over.body.message, /nejvýše 99 kusů/);
  });

  test('answers 400 or 404 (never 500) to anything else', async () => {
    const id = await stockOf('apple-iphone-13-128gb-blue', 5);
    const bodies: [unknown, string][] = [
      [{}, 'productId'],
      [{ productId: String(id) }, 'productId'],
      [{ productId: 1.5 }, 'productId'],
      [{ productId: -1 }, 'productId'],
      [{ productId: 2 ** 40 }, 'productId'],
      [{ productId: id, quantity: 0 }, 'quantity'],
      [{ productId: id, quantity: 100 }, 'quantity'],
      [{ productId: id, quantity: 'many' }, 'quantity'],
      [[], ''],
      [null, ''],
    ];
    for (const [json, field] of bodies) {
      const response = await request(itemsUrl(), { body: JSON.stringify(json) });
      assert.equal(response.status, 400, JSON.stringify(json));
      assert.equal(response.body.type, 'validation', JSON.stringify(json));
      if (field) assert.ok(response.body.errors.form[field][0], `${JSON.stringify(json)}: error on ${field}`);
    }
    const malformed = await request(itemsUrl(), { body: '{"productId":' });
    assert.equal(malformed.status, 400);
    assert.equal(malformed.body.code, 'malformed_json');
    const unknown = await request(itemsUrl(), { json: { productId: 2_000_000_000 } });
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.code, 'product_not_found');
  });
});
