import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { request } from '../test-support/http.ts';
import { withFreshApp } from '../test-support/test-app.ts';
import {
  CHECKOUT,
  cartWith,
  ORDERS,
  orderBody,
  postOrder,
  stockedProduct,
  stockOf,
} from './order-test-support.ts';

// The order carries the total the customer saw; the api orders only at that total, so a cart
// changed after the summary (another tab, a price change) is never ordered at a price unseen.

const api = withFreshApp(['cz']);

async function summaryOf(sid: string) {
  const response = await request(`${api.url}${CHECKOUT}/summary?delivery=courier&payment=card`, { sid });
  assert.equal(response.status, 200);
  return response.body;
}

describe('the total the customer saw', () => {
  test('a cart changed after the summary is refused with the new summary, then ordered once confirmed', async () => {
    const product = await stockedProduct(api.db, 'cz', 5, [500_000, 2_000_000]);
    const sid = await cartWith(api.url, product.id);
    const seen = await summaryOf(sid);
    // Another tab adds a second piece after the customer read the summary.
    await cartWith(api.url, product.id, 1, sid);
    const body = orderBody('cz', { type_payment: 'card' });

    const refused = await postOrder(api.url, sid, { ...body, expected_total: seen.total });
    assert.equal(refused.status, 409, JSON.stringify(refused.body));
    assert.equal(refused.body.type, 'conflict');
    assert.equal(refused.body.code, 'total_changed');
    assert.ok(refused.body.message);
    const now = await summaryOf(sid);
    assert.deepEqual(refused.body.summary, now, 'the new summary, to show the customer');
    assert.equal(now.total.amount, seen.total.amount + product.price);
    assert.equal(await stockOf(api.db, product.id), 5, 'nothing was taken from stock');

    const confirmed = await postOrder(api.url, sid, { ...body, expected_total: refused.body.summary.total });
    assert.equal(confirmed.status, 201, JSON.stringify(confirmed.body));
    assert.deepEqual(confirmed.body.total, now.total);
  });

  test('a total in another currency is not the total seen', async () => {
    const product = await stockedProduct(api.db, 'cz', 2, [500_000, 2_000_000], 1);
    const sid = await cartWith(api.url, product.id);
    const seen = await summaryOf(sid);
    const response = await postOrder(api.url, sid, {
      ...orderBody('cz', { type_payment: 'card' }),
      expected_total: { amount: seen.total.amount, currency: 'RON' },
    });
    assert.equal(response.status, 409);
    assert.equal(response.body.code, 'total_changed');
  });

  test('an order without the total seen is invalid', async () => {
    const product = await stockedProduct(api.db, 'cz', 2, [500_000, 2_000_000], 2);
    const sid = await cartWith(api.url, product.id);
    const response = await request(`${api.url}${ORDERS}`, { json: orderBody('cz'), sid });
    assert.equal(response.status, 400);
    assert.equal(response.body.code, 'invalid_request');
    assert.ok(response.body.errors.form.expected_total, JSON.stringify(response.body.errors));
  });
});
