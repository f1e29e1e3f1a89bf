import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { logIn, request } from '../test-support/http.ts';
import { withFreshApp } from '../test-support/test-app.ts';

const api = withFreshApp();

const overviewUrl = () => `${api.url}/api/new/admin/overview`;

describe('GET /api/new/admin/overview', () => {
  test('answers 401 to an anonymous caller', async () => {
    const response = await request(overviewUrl());
    assert.equal(response.status, 401);
    assert.equal(response.body.type, 'unauthenticated');
    assert.equal(response.body.code, 'authentication_required');
  });

  test('answers 403 to a customer, a business customer and the warehouse role', async () => {
    for (const email of ['jana.novakova@example.cz', 'nakup@firma-example.cz', 'sklad@example.cz']) {
      const response = await request(overviewUrl(), { sid: await logIn(api.url, email) });
      assert.equal(response.status, 403, email);
      assert.equal(response.body.type, 'forbidden');
      assert.equal(response.body.code, 'forbidden');
    }
  });

  test("answers staff the shop's real counts", async () => {
    const response = await request(overviewUrl(), { sid: await logIn(api.url, 'admin@example.cz') });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('cache-control'), 'no-store');
    const count = async (table: 'product_prices' | 'orders', shop = 'cz') =>
      (
        await api.db
          .selectFrom(table)
          .select('shop')
          .where('shop', '=', shop as 'cz')
          .execute()
      ).length;
    assert.deepEqual(response.body, {
      products: await count('product_prices'),
      orders: await count('orders'),
      customers: 2,
      stores: 5,
      lowStock: response.body.lowStock,
      ordersToday: response.body.ordersToday,
      revenueToday: response.body.revenueToday,
      awaitingPayment: response.body.awaitingPayment,
      awaitingPacking: response.body.awaitingPacking,
      awaitingHandOver: response.body.awaitingHandOver,
      reviewsToApprove: response.body.reviewsToApprove,
      repairsToDiagnose: response.body.repairsToDiagnose,
    });
    assert.equal(response.body.revenueToday.currency, 'CZK');
    assert.ok(response.body.orders > 0);
    assert.ok(Number.isInteger(response.body.lowStock) && response.body.lowStock > 0);
  });

  test('counts what the shop has: a new order shows up', async () => {
    const sid = await logIn(api.url, 'admin@example.cz');
    const before = (await request(overviewUrl(), { sid })).body.orders;
    await api.db
      .insertInto('orders')
      .values({
        number: 'CZ26999999',
        shop: 'cz',
        user_id: null,
        status: 'new',
        total_amount: 54_900,
        currency: 'CZK',
      })
      .execute();
    assert.equal((await request(overviewUrl(), { sid })).body.orders, before + 1);
  });

  test("counts today's orders and revenue, and the orders waiting for each step", async () => {
    const sid = await logIn(api.url, 'admin@example.cz');
    const before = (await request(overviewUrl(), { sid })).body;
    const order = (number: string, status: 'new' | 'paid' | 'picking' | 'cancelled', total: number) => ({
      number,
      shop: 'cz' as const,
      user_id: null,
      status,
      total_amount: total,
      currency: 'CZK' as const,
    });
    await api.db
      .insertInto('orders')
      .values([
        order('CZ26999001', 'new', 10_000),
        order('CZ26999002', 'paid', 20_000),
        order('CZ26999003', 'picking', 30_000),
        order('CZ26999004', 'cancelled', 40_000),
        // Yesterday's order is not today's.
        { ...order('CZ26999005', 'paid', 50_000), created_at: new Date(Date.now() - 2 * 86_400_000) },
      ])
      .execute();
    const after = (await request(overviewUrl(), { sid })).body;
    assert.equal(after.ordersToday - before.ordersToday, 4);
    assert.equal(after.revenueToday.amount - before.revenueToday.amount, 60_000, 'cancelled left out');
    assert.equal(after.awaitingPayment - before.awaitingPayment, 1);
    assert.equal(after.awaitingPacking - before.awaitingPacking, 2);
    assert.equal(after.awaitingHandOver - before.awaitingHandOver, 1);
    const pending = await api.db
      .selectFrom('product_reviews')
      .select('id')
      .where('shop', '=', 'cz')
      .where('status', '=', 'pending')
      .execute();
    assert.equal(after.reviewsToApprove, pending.length);
    const received = await api.db
      .selectFrom('service_orders')
      .select('id')
      .where('shop', '=', 'cz')
      .where('status', '=', 'received')
      .execute();
    assert.equal(after.repairsToDiagnose, received.length);
  });

  test('answers an unknown admin path with 404 in the error shape (access is declared per route)', async () => {
    const unknown = await request(`${api.url}/api/new/admin/secret`);
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.code, 'route_not_found');
  });
});
