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
    });
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

  test('answers an unknown admin path with 404 in the error shape (access is declared per route)', async () => {
    const unknown = await request(`${api.url}/api/new/admin/secret`);
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.code, 'route_not_found');
  });
});
