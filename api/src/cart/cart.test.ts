import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createSession } from '../platform/session.ts';
import { logIn, request, sessionCookie } from '../test-support/http.ts';
import { withFreshApp } from '../test-support/test-app.ts';

const api = withFreshApp();

const countUrl = () => `${api.url}/api/new/cart/count`;

async function sessionCount(): Promise<number> {
  const rows = await api.db.selectFrom('sessions').select('id').execute();
  return rows.length;
}

async function cartWith(
  owner: { session_id?: string; user_id?: number },
  items: [productId: number, quantity: number][],
) {
  const { id } = await api.db
    .insertInto('carts')
    .values({ shop: 'cz', ...owner })
    .returning('id')
    .executeTakeFirstOrThrow();
  await api.db
    .insertInto('cart_items')
    .values(items.map(([product_id, quantity]) => ({ cart_id: id, product_id, quantity })))
    .execute();
}

describe('GET /api/new/cart/count', () => {
  test('answers 0 without a cookie and creates no session to find that out', async () => {
    const before = await sessionCount();
    const response = await request(countUrl());
    assert.equal(response.status, 200);
    assert.deepEqual(response.body, { count: 0 });
    assert.equal(sessionCookie(response.headers), undefined);
    assert.equal(await sessionCount(), before);
  });

  test("counts the pieces in an anonymous session's cart", async () => {
    const session = await createSession(api.db, 'cz', null);
    await cartWith({ session_id: session.id }, [
      [1, 2],
      [5, 1],
    ]);
    assert.deepEqual((await request(countUrl(), { sid: session.token })).body, { count: 3 });
  });

  test("counts a signed-in customer's own cart, on any of their sessions", async () => {
    const user = await api.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'jana.novakova@example.cz')
      .executeTakeFirstOrThrow();
    await cartWith({ user_id: user.id }, [[10, 4]]);
    const sid = await logIn(api.url, 'jana.novakova@example.cz');
    assert.deepEqual((await request(countUrl(), { sid })).body, { count: 4 });
  });

  test("merges the visitor's cart into the customer's cart at login, adding up quantities", async () => {
    const visitor = await createSession(api.db, 'cz', null);
    await cartWith({ session_id: visitor.id }, [
      [10, 1],
      [11, 2],
    ]);
    const sid = await logIn(api.url, 'jana.novakova@example.cz', { sid: visitor.token });
    assert.deepEqual((await request(countUrl(), { sid })).body, { count: 7 });
    const carts = await api.db
      .selectFrom('carts')
      .select('id')
      .where('session_id', '=', visitor.id)
      .execute();
    assert.equal(carts.length, 0, "the visitor's cart is gone with its session");
  });

  test('is not cached', async () => {
    assert.equal((await request(countUrl())).headers.get('cache-control'), 'no-store');
  });
});
