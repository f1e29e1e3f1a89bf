import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { ShopCode } from 'shared-domain';
import { orderBody, postOrder } from '../orders/order-test-support.ts';
import { request } from '../test-support/http.ts';
import { withFreshApp } from '../test-support/test-app.ts';
import { addToCart, getCart, withStock } from './cart-test-support.ts';
import { prolongWarrantyCode } from './prolong-warranty-code.ts';

// A prolong-warranty code is valid when the shop issued it (its check character is public), one
// package holds it at a time, and the order that contains it uses it up: one code, one device.

const api = withFreshApp(['cz', 'ro']);
const PHONE = 'apple-iphone-14-128gb-midnight';
const FIELD = 'options.prolongWarrantyCode';

async function packageWith(shop: ShopCode, code: string, quantity = 1) {
  const productId = await withStock(api.db, PHONE, 50, shop);
  const sid = await addToCart(api.apps[shop].url, { productId, quantity });
  const itemId = (await getCart(api.apps[shop].url, sid)).packages[0].id;
  const response = await setCode(shop, sid, itemId, code);
  return { sid, itemId, response };
}

function setCode(shop: ShopCode, sid: string, itemId: number, code: string | null) {
  return request(`${api.apps[shop].url}/api/new/cart/items/${itemId}`, {
    method: 'PATCH',
    json: { options: { prolongWarrantyCode: code } },
    sid,
  });
}

async function usedBy(code: string) {
  const row = await api.db
    .selectFrom('prolong_warranty_codes')
    .select(['used_by_order_id', 'reserved_by_service_id'])
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return row;
}

describe('prolong-warranty codes', () => {
  test('a code with a correct check character that the shop never issued is not valid', async () => {
    const minted = prolongWarrantyCode(36, 'ZZZZ');
    const { response } = await packageWith('cz', minted);
    assert.equal(response.status, 400, JSON.stringify(response.body));
    assert.match(response.body.errors.form[FIELD][0], /není platný/);
  });

  test('one issued code goes into one order only, and one package holds it at a time', async () => {
    const code = 'PW-24-CZ245';
    const first = await packageWith('cz', code);
    assert.equal(first.response.status, 200, JSON.stringify(first.response.body));
    const second = await packageWith('cz', code.toLowerCase());
    assert.equal(second.response.status, 400, 'held by the first cart');
    assert.deepEqual(second.response.body.errors.form[FIELD], [
      'Tento kód prodloužené záruky už byl použit.',
    ]);

    const placed = await postOrder(api.url, first.sid, orderBody('cz'));
    assert.equal(placed.status, 201, JSON.stringify(placed.body));
    const order = await api.db
      .selectFrom('orders')
      .select('id')
      .where('number', '=', placed.body.number)
      .executeTakeFirstOrThrow();
    assert.equal((await usedBy(code)).used_by_order_id, order.id);

    const third = await packageWith('cz', code);
    assert.equal(third.response.status, 400, 'used by the order');
    assert.deepEqual(third.response.body.errors.form[FIELD], ['Tento kód prodloužené záruky už byl použit.']);
  });

  test('a package that lets the code go frees it for another cart', async () => {
    const code = 'PW-36-CZ36X';
    const first = await packageWith('cz', code);
    assert.equal(first.response.status, 200);
    assert.equal((await setCode('cz', first.sid, first.itemId, null)).status, 200);
    const second = await packageWith('cz', code);
    assert.equal(second.response.status, 200, JSON.stringify(second.response.body));
    assert.equal((await packageWith('cz', code)).response.status, 400);
  });

  test('an order whose package does not hold its code is refused and rolled back', async () => {
    const code = 'PW-24-CZ25A';
    const holder = await packageWith('cz', code);
    assert.equal(holder.response.status, 200);
    // A package item written without the reservation (as before codes were issued).
    const other = await packageWith('cz', 'PW-12-CZ12D');
    await api.db
      .updateTable('cart_item_services')
      .set({ code, months: 24 })
      .where('cart_item_id', '=', other.itemId)
      .where('kind', '=', 'warranty')
      .execute();
    const refused = await postOrder(api.url, other.sid, orderBody('cz'));
    assert.equal(refused.status, 409, JSON.stringify(refused.body));
    assert.equal(refused.body.code, 'prolong_warranty_code_used');
    assert.equal((await usedBy(code)).used_by_order_id, null);
    assert.equal((await postOrder(api.url, holder.sid, orderBody('cz'))).status, 201);
  });

  test('a code prepays one piece: not for a package of two, nor raised to two', async () => {
    const two = await packageWith('cz', 'PW-24-7K3QP', 2);
    assert.equal(two.response.status, 400);
    assert.match(two.response.body.errors.form[FIELD][0], /jeden kus/);
    const one = await packageWith('cz', 'PW-24-7K3QP');
    assert.equal(one.response.status, 200);
    const raised = await request(`${api.url}/api/new/cart/items/${one.itemId}`, {
      method: 'PATCH',
      json: { quantity: 2 },
      sid: one.sid,
    });
    assert.equal(raised.status, 409);
    assert.equal(raised.body.code, 'prolong_warranty_one_piece');
  });

  test('the Romanian shop takes its own codes and refuses in Romanian', async () => {
    assert.equal((await packageWith('ro', 'PW-24-CZ245')).response.status, 400, 'a Czech code');
    const used = await packageWith('ro', 'PW-24-RM24V');
    assert.equal(used.response.status, 200);
    const refused = await packageWith('ro', 'PW-24-RM24V');
    assert.deepEqual(refused.response.body.errors.form[FIELD], [
      'Acest cod de garanție extinsă a fost deja folosit.',
    ]);
  });
});
