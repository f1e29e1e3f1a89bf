import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import type { ShopCode } from 'shared-domain';
import { request } from '../test-support/http.ts';
import { withFreshApp } from '../test-support/test-app.ts';
import { CHECKOUT, cartWith, ORDERS, orderBody, placeOrder, stockedProduct } from './order-test-support.ts';

// The thank-you and status pages say when a store-pickup order can be collected (reservation
// ready within 30 minutes of opening hours, or from the window the customer chose).

const dataDir = mkdtempSync(join(tmpdir(), 'api-pickup-time-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));
const api = withFreshApp(['cz', 'ro'], { config: { dataDir } });
const PHONE: [number, number] = [500_000, 3_000_000];
const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri'] as const;
let skip = 0;

/** A store-pickup order (or `overrides`) placed in a store whose week is Mon–Fri 09:00–19:00. */
async function placedAt(shop: ShopCode, orderedAt: string | null, overrides: Record<string, unknown> = {}) {
  const product = await stockedProduct(api.db, shop, 5, PHONE, skip++);
  const sid = await cartWith(api.apps[shop].url, product.id);
  const deliveries = await request(`${api.apps[shop].url}${CHECKOUT}/deliveries`, { sid });
  const store = deliveries.body.stores.find((candidate: { allInStock: boolean }) => candidate.allInStock);
  const hours = weekdays.map((day) => ({ day, opens: '09:00', closes: '19:00' }));
  await api.db
    .updateTable('stores')
    .set({ opening_hours: JSON.stringify(hours) })
    .where('id', '=', store.id)
    .execute();
  const { body } = await placeOrder(
    api.apps[shop].url,
    sid,
    orderBody(shop, {
      type_delivery_code: 'store',
      type_payment: 'cash_in_store',
      store: store.id,
      ...overrides,
    }),
  );
  if (orderedAt)
    await api.db
      .updateTable('orders')
      .set({ created_at: new Date(orderedAt) })
      .where('number', '=', body.number)
      .execute();
  const status = await request(
    `${api.apps[shop].url}${ORDERS}/status?number=${body.number}&token=${encodeURIComponent(body.accessToken)}`,
  );
  assert.equal(status.status, 200, JSON.stringify(status.body));
  return { order: status.body, store };
}

describe('pickup time of a store-pickup order', () => {
  test('is 30 minutes after ordering in opening hours, in the shop zone with its offset', async () => {
    const { order } = await placedAt('cz', '2026-11-24T10:00:00+01:00');
    assert.equal(order.deliveryType, 'store');
    assert.equal(order.pickupReadyFrom, '2026-11-24T10:30:00+01:00');
  });

  test('goes on after the next opening when closing time interrupts the preparation', async () => {
    const evening = await placedAt('cz', '2026-11-24T18:50:00+01:00');
    assert.equal(evening.order.pickupReadyFrom, '2026-11-25T09:20:00+01:00');
    // Friday night: the store opens again on Monday.
    const weekend = await placedAt('cz', '2026-11-27T22:00:00+01:00');
    assert.equal(weekend.order.pickupReadyFrom, '2026-11-30T09:30:00+01:00');
  });

  test('is the start of the pickup window the customer chose', async () => {
    const product = await stockedProduct(api.db, 'cz', 5, PHONE, skip++);
    const sid = await cartWith(api.apps.cz.url, product.id);
    const deliveries = await request(`${api.apps.cz.url}${CHECKOUT}/deliveries`, { sid });
    const store = deliveries.body.stores.find(
      (candidate: { timeslots: unknown[] }) => candidate.timeslots.length,
    );
    const window = store.timeslots[1];
    const { body } = await placeOrder(
      api.apps.cz.url,
      sid,
      orderBody('cz', {
        type_delivery_code: 'store',
        type_payment: 'cash_in_store',
        store: store.id,
        timeslot: window,
      }),
    );
    const status = await request(
      `${api.apps.cz.url}${ORDERS}/status?number=${body.number}&token=${encodeURIComponent(body.accessToken)}`,
    );
    assert.equal(status.body.pickupReadyFrom, window.from);
  });

  test('is in Bucharest time in the Romanian shop', async () => {
    // Monday 08:00 in Bucharest (06:00 UTC): the store opens at 09:00, ready at 09:30 local time.
    const { order } = await placedAt('ro', '2026-11-30T06:00:00Z');
    assert.equal(order.pickupReadyFrom, '2026-11-30T09:30:00+02:00');
  });

  test('is null for a delivered order', async () => {
    const { order } = await placedAt('ro', null, {
      type_delivery_code: 'courier',
      type_payment: 'cash_on_delivery',
      store: undefined,
    });
    assert.equal(order.deliveryType, 'courier');
    assert.equal(order.pickupReadyFrom, null);
  });
});
