import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { ShopCode } from 'shared-domain';
import { signedInNewCustomer } from '../test-support/customers.ts';
import { logIn, request } from '../test-support/http.ts';
import { withFreshApp } from '../test-support/test-app.ts';

const api = withFreshApp(['cz', 'ro']);

const mineUrl = (shop: ShopCode = 'cz', query = '') => `${api.apps[shop].url}/api/new/orders/mine${query}`;
const installmentsUrl = (shop: ShopCode = 'cz') => `${api.apps[shop].url}/api/new/orders/mine/installments`;
const DAY = 24 * 60 * 60 * 1000;

const newCustomer = (shop: ShopCode, email: string) =>
  signedInNewCustomer(api.db, api.apps[shop].url, shop, email);

/** An order of the customer `daysAgo` days old, with product lines of the given quantities. */
async function orderOf(userId: number, number: string, daysAgo: number, quantities: number[]) {
  const shop: ShopCode = number.startsWith('CZ') ? 'cz' : 'ro';
  const { id } = await api.db
    .insertInto('orders')
    .values({
      number,
      shop,
      user_id: userId,
      status: 'new',
      total_amount: 1_000_00 * quantities.length,
      currency: shop === 'cz' ? 'CZK' : 'RON',
      created_at: new Date(Date.now() - daysAgo * DAY),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [index, quantity] of quantities.entries()) {
    const line = await api.db
      .insertInto('order_items')
      .values({ order_id: id, product_id: index + 1, quantity, unit_price: 1_000_00 })
      .returning('id')
      .executeTakeFirstOrThrow();
    // A service line is not a product piece.
    await api.db
      .insertInto('order_item_services')
      .values({
        order_item_id: line.id,
        kind: 'insurance',
        code: 'INS',
        name: 'Pojištění',
        months: 12,
        unit_price: 500,
        quantity,
      })
      .execute();
  }
  return id;
}

async function installmentOf(orderId: number, createdAt: Date) {
  await api.db
    .insertInto('order_installments')
    .values({
      order_id: orderId,
      provider: 'Home Credit (test)',
      plan_code: 'HC10',
      barem: 'B10',
      type: 'standard',
      count: 10,
      apr: '0.00',
      monthly: 200_00,
      total: 2_000_00,
      financed: 2_000_00,
      arrange_type: 'online',
      status: 'sent',
      created_at: createdAt,
    })
    .execute();
}

describe('orders overview: anonymous callers', () => {
  test('the list and the installments answer 401 authentication_required', async () => {
    for (const url of [mineUrl(), mineUrl('cz', '?page=2'), installmentsUrl()]) {
      const response = await request(url);
      assert.equal(response.status, 401, url);
      assert.equal(response.body.code, 'authentication_required');
    }
  });
});

describe('GET /api/new/orders/mine', () => {
  test('pages the customer’s orders newest first, with total, product pieces and installment flag', async () => {
    const { sid, userId } = await newCustomer('cz', 'orders-paging@example.cz');
    const oldest = await orderOf(userId, 'CZ27000001', 30, [1]);
    await orderOf(userId, 'CZ27000002', 20, [2, 1]);
    await orderOf(userId, 'CZ27000003', 10, [1, 1, 3]);
    await installmentOf(oldest, new Date());

    const first = await request(mineUrl('cz', '?pageSize=2'), { sid });
    assert.equal(first.status, 200);
    assert.equal(first.headers.get('cache-control'), 'no-store');
    assert.deepEqual(
      first.body.items.map((o: { number: string; itemCount: number }) => [o.number, o.itemCount]),
      [
        ['CZ27000003', 5],
        ['CZ27000002', 3],
      ],
    );
    assert.deepEqual([first.body.page, first.body.pageSize, first.body.total], [1, 2, 3]);

    const second = await request(mineUrl('cz', '?page=2&pageSize=2'), { sid });
    assert.equal(second.status, 200);
    assert.deepEqual(second.body, {
      items: [
        {
          number: 'CZ27000001',
          createdAt: second.body.items[0].createdAt,
          status: 'new',
          paymentStatus: 'not_paid',
          total: { amount: 1_000_00, currency: 'CZK' },
          itemCount: 1,
          hasInstallment: true,
        },
      ],
      page: 2,
      pageSize: 2,
      total: 3,
    });
    const beyond = await request(mineUrl('cz', '?page=3&pageSize=2'), { sid });
    assert.deepEqual([beyond.body.items, beyond.body.total], [[], 3]);
  });

  test('shows only the signed-in customer’s orders of this shop (both shops)', async () => {
    for (const [shop, email] of [
      ['cz', 'jana.novakova@example.cz'],
      ['ro', 'ana.popescu@example.ro'],
    ] as const) {
      const sid = await logIn(api.apps[shop].url, email);
      const { body } = await request(mineUrl(shop, '?pageSize=50'), { sid });
      const own = await api.db
        .selectFrom('orders as o')
        .innerJoin('users as u', 'u.id', 'o.user_id')
        .select('o.number')
        .where('u.email', '=', email)
        .where('o.shop', '=', shop)
        .execute();
      assert.ok(own.length > 0, `${email} has seeded orders`);
      assert.deepEqual(
        body.items.map((o: { number: string }) => o.number).sort(),
        own.map((o) => o.number).sort(),
      );
      assert.equal(body.total, own.length);
      for (const order of body.items) assert.equal(order.total.currency, shop === 'cz' ? 'CZK' : 'RON');
      const dates = body.items.map((o: { createdAt: string }) => Date.parse(o.createdAt));
      assert.deepEqual(
        dates,
        [...dates].sort((x, y) => y - x),
        'newest first',
      );
    }
  });

  test('a customer without orders gets an empty page', async () => {
    const { sid } = await newCustomer('ro', 'orders-none@example.ro');
    const { status, body } = await request(mineUrl('ro'), { sid });
    assert.equal(status, 200);
    assert.deepEqual(body, { items: [], page: 1, pageSize: 10, total: 0 });
  });

  test('answers 400 for malformed paging, never 500', async () => {
    const sid = await logIn(api.apps.cz.url, 'jana.novakova@example.cz');
    for (const query of [
      '?page=0',
      '?page=abc',
      '?page=1.5',
      '?pageSize=51',
      '?page=1&page=2',
      '?page=1e9',
    ]) {
      const response = await request(mineUrl('cz', query), { sid });
      assert.equal(response.status, 400, query);
      assert.equal(response.body.code, 'invalid_request');
      assert.ok(response.body.errors.query, query);
    }
  });

  test('another customer’s order number through /orders/mine/:number answers 404', async () => {
    const other = await newCustomer('cz', 'orders-other@example.cz');
    await orderOf(other.userId, 'CZ27000099', 1, [1]);
    const sid = await logIn(api.apps.cz.url, 'jana.novakova@example.cz');
    const response = await request(`${mineUrl('cz')}/CZ27000099`, { sid });
    assert.equal(response.status, 404);
    assert.equal(response.body.code, 'order_not_found');
    const own = await request(`${mineUrl('cz')}/CZ27000099`, { sid: other.sid });
    assert.equal(own.status, 200, 'the owner opens it');
  });
});

describe('GET /api/new/orders/mine/installments', () => {
  test('lists the installments of the customer’s own orders, newest first, not those of others', async () => {
    const { sid, userId } = await newCustomer('cz', 'installments@example.cz');
    const older = await orderOf(userId, 'CZ27000010', 40, [1]);
    const newer = await orderOf(userId, 'CZ27000011', 5, [1]);
    await orderOf(userId, 'CZ27000012', 3, [1]);
    await installmentOf(older, new Date(Date.now() - 40 * DAY));
    await installmentOf(newer, new Date(Date.now() - 5 * DAY));
    const stranger = await newCustomer('cz', 'installments-stranger@example.cz');
    await installmentOf(await orderOf(stranger.userId, 'CZ27000013', 1, [1]), new Date());

    const response = await request(installmentsUrl(), { sid });
    assert.equal(response.status, 200);
    assert.deepEqual(
      response.body.installments.map((i: { orderNumber: string }) => i.orderNumber),
      ['CZ27000011', 'CZ27000010'],
    );
    assert.deepEqual(response.body.installments[0], {
      orderNumber: 'CZ27000011',
      provider: 'Home Credit (test)',
      count: 10,
      monthly: { amount: 200_00, currency: 'CZK' },
      total: { amount: 2_000_00, currency: 'CZK' },
      status: 'sent',
      createdAt: response.body.installments[0].createdAt,
    });
    const none = await request(installmentsUrl('ro'), {
      sid: (await newCustomer('ro', 'inst-none@example.ro')).sid,
    });
    assert.deepEqual(none.body, { installments: [] });
  });
});
