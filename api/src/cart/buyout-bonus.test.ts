import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { request } from '../test-support/http.ts';
import { withFreshApp } from '../test-support/test-app.ts';
import { addToCart, getCart, priceOf, withStock } from './cart-test-support.ts';

const api = withFreshApp();
const bonusUrl = (itemId: number) => `${api.url}/api/new/cart/items/${itemId}/buyout-bonus`;

/** A seeded Czech buyout, given a price and status for the test. */
async function buyout(index: number, price: number, status: 'created' | 'paid' | 'returned' = 'paid') {
  const rows = await api.db
    .selectFrom('buyouts')
    .select(['id', 'number', 'e_mail'])
    .where('shop', '=', 'cz')
    .orderBy('id')
    .execute();
  const row = rows[index];
  await api.db.updateTable('buyouts').set({ price, status }).where('id', '=', row.id).execute();
  return { id: row.id, number: row.number, email: row.e_mail };
}

async function packageOf(seo: string) {
  const id = await withStock(api.db, seo, 5);
  const sid = await addToCart(api.url, { productId: id });
  return { sid, itemId: (await getCart(api.url, sid)).packages[0].id, price: await priceOf(api.db, id) };
}

describe('buyout bonus', () => {
  test('takes the buyout price off, at most 10 % of the product price', async () => {
    const { sid, itemId, price } = await packageOf('apple-iphone-13-128gb-midnight');
    const small = await buyout(0, 1_000);
    const applied = await request(bonusUrl(itemId), {
      json: { buyoutNumber: small.number, email: small.email.toUpperCase() },
      sid,
    });
    assert.equal(applied.status, 200, JSON.stringify(applied.body));
    const bonus = applied.body.packages[0].buyoutBonus;
    assert.equal(bonus.bonus.amount, 1_000, 'a cheap device: its whole price');
    assert.equal(bonus.percent, 10);
    assert.equal(applied.body.totals.items.amount, price - 1_000);

    await api.db.updateTable('buyouts').set({ price: 10_000_000 }).where('id', '=', small.id).execute();
    const capped = await getCart(api.url, sid);
    assert.equal(capped.packages[0].buyoutBonus.bonus.amount, Math.floor(price / 10));
    assert.equal(capped.packages[0].buyoutBonus.buyoutPrice.amount, 10_000_000);
    assert.equal(capped.totals.total.amount, price - Math.floor(price / 10));

    const removed = await request(bonusUrl(itemId), { method: 'DELETE', sid });
    assert.equal(removed.status, 200);
    assert.equal(removed.body.packages[0].buyoutBonus, null);
    assert.equal(removed.body.totals.total.amount, price);
    assert.equal((await request(bonusUrl(itemId), { method: 'DELETE', sid })).status, 404);
  });

  test('only the seller’s buyout that is still on, once, one per package', async () => {
    const first = await packageOf('apple-iphone-13-128gb-blue');
    const second = await packageOf('apple-iphone-13-128gb-starlight');
    const mine = await buyout(1, 5_000);
    const wrongEmail = await request(bonusUrl(first.itemId), {
      json: { buyoutNumber: mine.number, email: 'someone@example.cz' },
      sid: first.sid,
    });
    assert.equal(wrongEmail.status, 404);
    assert.equal(wrongEmail.body.code, 'buyout_not_found');
    assert.equal(wrongEmail.body.message, 'Výkup s tímto číslem a e-mailem jsme nenašli.');
    const returned = await buyout(2, 5_000, 'returned');
    const refused = await request(bonusUrl(first.itemId), {
      json: { buyoutNumber: returned.number, email: returned.email },
      sid: first.sid,
    });
    assert.equal(refused.status, 404);

    const body = { buyoutNumber: mine.number, email: mine.email };
    assert.equal((await request(bonusUrl(first.itemId), { json: body, sid: first.sid })).status, 200);
    assert.equal(
      (await request(bonusUrl(first.itemId), { json: body, sid: first.sid })).status,
      200,
      'the same again is fine',
    );
    const elsewhere = await request(bonusUrl(second.itemId), { json: body, sid: second.sid });
    assert.equal(elsewhere.status, 409);
    assert.equal(elsewhere.body.code, 'buyout_already_used');
    assert.ok(elsewhere.body.message);

    const another = await buyout(3, 5_000);
    const twoOnOne = await request(bonusUrl(first.itemId), {
      json: { buyoutNumber: another.number, email: another.email },
      sid: first.sid,
    });
    assert.equal(twoOnOne.status, 409);
    assert.equal(twoOnOne.body.code, 'buyout_bonus_exists');

    // A buyout already taken off an order.
    const order = await api.db.selectFrom('order_items').select('id').orderBy('id').executeTakeFirstOrThrow();
    await api.db
      .updateTable('order_items')
      .set({ buyout_id: another.id })
      .where('id', '=', order.id)
      .execute();
    const ordered = await request(bonusUrl(second.itemId), {
      json: { buyoutNumber: another.number, email: another.email },
      sid: second.sid,
    });
    assert.equal(ordered.status, 409);
    assert.equal(ordered.body.code, 'buyout_already_used');

    assert.equal(
      (await request(bonusUrl(first.itemId), { json: { buyoutNumber: '', email: 'x' }, sid: first.sid }))
        .status,
      400,
    );
    assert.equal(
      (await request(bonusUrl(first.itemId), { json: body, sid: second.sid })).status,
      404,
      'another cart’s item',
    );
  });
});
