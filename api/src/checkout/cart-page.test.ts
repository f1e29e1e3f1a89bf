import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Deliveries } from 'shared-domain/contracts';
import { priceCart } from '../cart/price-cart.ts';
import { cartWith, stockedProduct } from '../orders/order-test-support.ts';
import { configuredInstallments } from '../payments/installment-admin/configured-installments.ts';
import { hashSessionToken } from '../platform/session.ts';
import { request } from '../test-support/http.ts';
import { countingStatements } from '../test-support/statement-count.ts';
import { withFreshApp } from '../test-support/test-app.ts';
import { cartPage } from './cart-page.ts';
import { listDeliveries } from './list-deliveries.ts';

const api = withFreshApp(['cz']);
const CHECKOUT = '/api/new/checkout';
const PHONE: [number, number] = [500_000, 2_000_000];

/** Pickup windows follow the clock, so two requests a moment apart may differ in them. */
const withoutTimeslots = (deliveries: Deliveries) => ({
  ...deliveries,
  stores: deliveries.stores.map(({ timeslots: _timeslots, ...store }) => store),
});

async function cartOfTwoPhones(): Promise<string> {
  const first = await stockedProduct(api.db, 'cz', 3, PHONE);
  const second = await stockedProduct(api.db, 'cz', 3, PHONE, 1);
  const sid = await cartWith(api.url, first.id, 2);
  return cartWith(api.url, second.id, 1, sid);
}

describe('GET /api/new/checkout/cart-page', () => {
  test('answers what the cart, deliveries, payments and summary answer for the same choice', async () => {
    const sid = await cartOfTwoPhones();
    const choice = 'delivery=courier&payment=cash_on_delivery';
    const page = await request(`${api.url}${CHECKOUT}/cart-page?${choice}`, { sid });
    assert.equal(page.status, 200);
    const [cart, deliveries, payments, summary] = await Promise.all([
      request(`${api.url}/api/new/cart`, { sid }),
      request(`${api.url}${CHECKOUT}/deliveries`, { sid }),
      request(`${api.url}${CHECKOUT}/payments?delivery=courier`, { sid }),
      request(`${api.url}${CHECKOUT}/summary?${choice}`, { sid }),
    ]);
    assert.equal(page.body.cart.packages.length, 2);
    assert.deepEqual(page.body.cart, cart.body);
    assert.deepEqual(withoutTimeslots(page.body.deliveries), withoutTimeslots(deliveries.body));
    assert.ok(
      page.body.deliveries.stores.some((store: Deliveries['stores'][number]) => store.timeslots.length > 0),
    );
    assert.deepEqual(page.body.payments, payments.body);
    assert.deepEqual(page.body.summary, summary.body);
    assert.ok(page.body.summary.payment.amount > 0, 'the cash on delivery fee is in the totals');
  });

  test('prices the cart once: one pricing and the stores, where four calls priced it four times', async () => {
    const sid = await cartOfTwoPhones();
    const owner = { shop: 'cz' as const, sessionId: hashSessionToken(sid) };
    const now = new Date();
    const pricing = countingStatements(api.db);
    const cart = await priceCart(pricing.db, 'cz', owner, now);
    const stores = countingStatements(api.db);
    await listDeliveries(stores.db, 'cz', cart, now);
    const plans = countingStatements(api.db);
    await configuredInstallments(plans.db, 'cz', now);
    const page = countingStatements(api.db);
    await cartPage(page.db, 'cz', owner, { delivery: 'store' }, now);
    assert.ok(pricing.count() > 1);
    assert.equal(
      page.count(),
      pricing.count() + stores.count() + plans.count(),
      'the pricing, the sales stores with stock and the installment plans',
    );
  });

  test('answers 400 for a delivery or payment it does not know', async () => {
    for (const choice of ['delivery=teleport', 'payment=cheque']) {
      const response = await request(`${api.url}${CHECKOUT}/cart-page?${choice}`);
      assert.equal(response.status, 400, choice);
    }
  });

  test('without a session: an empty cart with zero totals and every delivery', async () => {
    const response = await request(`${api.url}${CHECKOUT}/cart-page`);
    assert.equal(response.status, 200);
    assert.deepEqual(response.body.cart.packages, []);
    assert.equal(response.body.summary.total.amount, 0);
    assert.equal(response.body.deliveries.methods.length, 4);
  });
});
