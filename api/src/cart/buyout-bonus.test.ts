import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { BuyoutStatus } from 'shared-domain/buyout';
import { orderBody, postOrder } from '../orders/order-test-support.ts';
import { request } from '../test-support/http.ts';
import { withFreshApp } from '../test-support/test-app.ts';
import { addToCart, getCart, priceOf, withStock } from './cart-test-support.ts';

const api = withFreshApp();
const bonusUrl = (itemId: number) => `${api.url}/api/new/cart/items/${itemId}/buyout-bonus`;

/** A seeded Czech buyout, given a price and status for the test. */
async function buyout(index: number, price: number, status: BuyoutStatus = 'paid') {
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
    assert.equal(wrongEmail.body.message, 'Výkup s\u00a0tímto číslem a\u00a0e-mailem jsme nenašli.');
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

  test('counts only a buyout whose device the shop has accepted', async () => {
    const { sid, itemId } = await packageOf('apple-iphone-13-128gb-pink');
    for (const status of ['created', 'device_received', 'inspected', 'requoted'] as const) {
      const pending = await buyout(4, 999_00, status);
      const refused = await request(bonusUrl(itemId), {
        json: { buyoutNumber: pending.number, email: pending.email },
        sid,
      });
      assert.equal(refused.status, 409, `${status}: ${JSON.stringify(refused.body)}`);
      assert.equal(refused.body.code, 'buyout_not_accepted');
      assert.equal(
        refused.body.message,
        'Bonus lze uplatnit až poté, co vykoupené zařízení převezmeme a\u00a0jeho výkup potvrdíme.',
      );
    }
    assert.equal((await getCart(api.url, sid)).packages[0].buyoutBonus, null);

    const confirmed = await buyout(4, 999_00, 'offer_confirmed');
    const applied = await request(bonusUrl(itemId), {
      json: { buyoutNumber: confirmed.number, email: confirmed.email },
      sid,
    });
    assert.equal(applied.status, 200, JSON.stringify(applied.body));
    assert.equal(applied.body.packages[0].buyoutBonus.bonus.amount, 999_00);
  });

  test('an order is not finished with the bonus of a buyout not accepted', async () => {
    const { sid, itemId } = await packageOf('apple-iphone-13-256gb-midnight');
    // A bonus taken before its buyout had to be accepted (or one whose buyout has since moved back).
    const created = await buyout(5, 999_00, 'created');
    await api.db.updateTable('cart_items').set({ buyout_id: created.id }).where('id', '=', itemId).execute();
    const refused = await postOrder(api.url, sid, orderBody('cz'));
    assert.equal(refused.status, 409, JSON.stringify(refused.body));
    assert.equal(refused.body.code, 'buyout_not_accepted');
    const ordered = await api.db
      .selectFrom('order_items')
      .select('id')
      .where('buyout_id', '=', created.id)
      .executeTakeFirst();
    assert.equal(ordered, undefined, 'no order took the bonus');

    await api.db.updateTable('buyouts').set({ status: 'paid' }).where('id', '=', created.id).execute();
    const placed = await postOrder(api.url, sid, orderBody('cz'));
    assert.equal(placed.status, 201, JSON.stringify(placed.body));
  });
});
