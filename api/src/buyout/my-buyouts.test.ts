import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, test } from 'node:test';
import type { ShopCode } from 'shared-domain';
import type { BuyoutStatus } from 'shared-domain/buyout';
import { signedInNewCustomer } from '../test-support/customers.ts';
import { logIn, request } from '../test-support/http.ts';
import { withFreshApp } from '../test-support/test-app.ts';

const api = withFreshApp(['cz', 'ro']);

const mineUrl = (shop: ShopCode = 'cz') => `${api.apps[shop].url}/api/new/buyout/mine/`;
const DAY = 24 * 60 * 60 * 1000;

const newCustomer = (shop: ShopCode, email: string) =>
  signedInNewCustomer(api.db, api.apps[shop].url, shop, email);

let copies = 0;

/** A copy of the shop's first seeded buyout, sold by the user, in the given status and age. */
async function buyoutOf(shop: ShopCode, userId: number, status: BuyoutStatus, daysAgo: number) {
  const { id: _id, ...seeded } = await api.db
    .selectFrom('buyouts')
    .selectAll()
    .where('shop', '=', shop)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  copies += 1;
  const { id } = await api.db
    .insertInto('buyouts')
    .values({
      ...seeded,
      number: `${seeded.number.slice(0, 8)}9${String(copies).padStart(5, '0')}`,
      token_hash: createHash('sha256').update(`copy ${copies}`).digest('hex'),
      session_id: null,
      user_id: userId,
      status,
      created_at: new Date(Date.now() - daysAgo * DAY),
      answers: JSON.stringify(seeded.answers),
      questions: JSON.stringify(seeded.questions),
      appraisal_result: JSON.stringify(seeded.appraisal_result),
      customer_data: JSON.stringify(seeded.customer_data),
      pickup_address: seeded.pickup_address ? JSON.stringify(seeded.pickup_address) : null,
      device: JSON.stringify(seeded.device),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The device as the staff list names it: "Manufacturer Model, Colour" in the shop's language. */
async function deviceName(shop: ShopCode, buyoutId: number): Promise<string> {
  const row = await api.db
    .selectFrom('buyouts as b')
    .innerJoin('model_colours as mc', 'mc.id', 'b.model_colour_id')
    .innerJoin('model_colour_texts as mct', (join) =>
      join.onRef('mct.model_colour_id', '=', 'mc.id').on('mct.shop', '=', shop),
    )
    .innerJoin('models as m', 'm.id', 'mc.model_id')
    .innerJoin('manufacturers as mf', 'mf.id', 'm.manufacturer_id')
    .select(['mf.name as manufacturer', 'm.name as model', 'mct.name as colour'])
    .where('b.id', '=', buyoutId)
    .executeTakeFirstOrThrow();
  return `${row.manufacturer} ${row.model}, ${row.colour}`;
}

describe('GET /api/new/buyout/mine/', () => {
  test('answers 401 authentication_required to an anonymous caller', async () => {
    const response = await request(mineUrl());
    assert.equal(response.status, 401);
    assert.equal(response.body.code, 'authentication_required');
  });

  test('lists only the customer’s own buyouts that are not finished, newest first', async () => {
    const { sid, userId } = await newCustomer('cz', 'buyouts-mine@example.cz');
    const older = await buyoutOf('cz', userId, 'created', 9);
    await buyoutOf('cz', userId, 'paid', 2);
    const newer = await buyoutOf('cz', userId, 'inspected', 3);
    await buyoutOf('cz', userId, 'returned', 1);

    const response = await request(mineUrl(), { sid });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('cache-control'), 'no-store');
    assert.deepEqual(
      response.body.buyouts.map((b: { id: number; status: string }) => [b.id, b.status]),
      [
        [newer, 'inspected'],
        [older, 'created'],
      ],
    );
    const row = await api.db
      .selectFrom('buyouts')
      .select(['number', 'price'])
      .where('id', '=', newer)
      .executeTakeFirstOrThrow();
    assert.deepEqual(response.body.buyouts[0], {
      id: newer,
      number: row.number,
      status: 'inspected',
      device: await deviceName('cz', newer),
      price: { amount: row.price, currency: 'CZK' },
      createdAt: response.body.buyouts[0].createdAt,
    });
  });

  test('a seeded customer sees exactly their active buyouts, in both shops', async () => {
    for (const [shop, email] of [
      ['cz', 'jana.novakova@example.cz'],
      ['ro', 'ana.popescu@example.ro'],
    ] as const) {
      const sid = await logIn(api.apps[shop].url, email);
      const { body } = await request(mineUrl(shop), { sid });
      const own = await api.db
        .selectFrom('buyouts as b')
        .innerJoin('users as u', 'u.id', 'b.user_id')
        .select(['b.id', 'b.status'])
        .where('u.email', '=', email)
        .where('b.shop', '=', shop)
        .execute();
      const active = own.filter((b) => b.status !== 'paid' && b.status !== 'returned');
      assert.ok(active.length > 0 && active.length < own.length, `${email} has active and finished buyouts`);
      assert.deepEqual(
        body.buyouts.map((b: { id: number }) => b.id).sort((x: number, y: number) => x - y),
        active.map((b) => b.id).sort((x, y) => x - y),
      );
      for (const buyout of body.buyouts) assert.equal(buyout.price.currency, shop === 'cz' ? 'CZK' : 'RON');
    }
  });

  test('a customer without buyouts gets an empty list', async () => {
    const { sid } = await newCustomer('ro', 'buyouts-none@example.ro');
    const response = await request(mineUrl('ro'), { sid });
    assert.equal(response.status, 200);
    assert.deepEqual(response.body, { buyouts: [] });
  });
});
