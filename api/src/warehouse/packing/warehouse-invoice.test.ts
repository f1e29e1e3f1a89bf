import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { addToCart } from '../../cart/cart-test-support.ts';
import { orderBody, placeOrder } from '../../orders/order-test-support.ts';
import { logIn, request } from '../../test-support/http.ts';
import { mailsTo } from '../../test-support/outbox.ts';
import { withFreshApp } from '../../test-support/test-app.ts';
import { jobQueuesSettled } from '../../test-support/test-job-queues.ts';
import { productsOfType } from './packing-test-support.ts';

// The invoice state the warehouse sees of an order, and its re-send (warehouse and staff).

const dataDir = mkdtempSync(join(tmpdir(), 'api-warehouse-invoice-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));
const api = withFreshApp(['cz'], { config: { dataDir, publicUrl: 'https://shop.example' } });
const urlOf = (number: string, path = '') => `${api.url}/api/new/warehouse/orders/${number}/invoice${path}`;

async function order(payment: 'card' | 'cash_on_delivery', email: string) {
  const [product] = await productsOfType(api.db, 'cz', 'accessories', 1, 1);
  const sid = await addToCart(api.url, { productId: product.id, quantity: 1 });
  const billing = { ...(orderBody('cz').order_billing_address as object), email };
  const { body } = await placeOrder(
    api.url,
    sid,
    orderBody('cz', { type_payment: payment, order_billing_address: billing }),
  );
  return body as { number: string; paymentUrl: string | null };
}

describe('warehouse invoice state and re-send', () => {
  test('an unpaid order has no invoice: not created, re-send refused 409', async () => {
    const sid = await logIn(api.url, 'sklad@example.cz');
    const { number } = await order('cash_on_delivery', 'wh.cod@example.cz');
    const state = await request(urlOf(number), { sid });
    assert.equal(state.status, 200);
    assert.deepEqual(state.body, {
      orderNumber: number,
      state: 'not_created',
      number: null,
      sentAt: null,
      canResend: false,
    });
    const resend = await request(urlOf(number, '/resend'), { method: 'POST', json: {}, sid });
    assert.equal(resend.status, 409);
    assert.equal(resend.body.code, 'invoice_not_created');
  });

  test('a paid order shows its created invoice; the warehouse re-sends it, audited', async () => {
    const sid = await logIn(api.url, 'sklad@example.cz');
    const paid = await order('card', 'wh.card@example.cz');
    assert.ok(paid.paymentUrl);
    const [path, query] = paid.paymentUrl.split('?');
    const approved = await fetch(`${api.url}${path}/approve?${query}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    assert.equal(approved.status, 303);
    await jobQueuesSettled();
    const state = await request(urlOf(paid.number), { sid });
    assert.equal(state.status, 200);
    assert.equal(state.body.state, 'created');
    assert.match(state.body.number, /^FA-/);
    assert.ok(state.body.sentAt);
    assert.equal(state.body.canResend, true);
    const resend = await request(urlOf(paid.number, '/resend'), { method: 'POST', json: {}, sid });
    assert.equal(resend.status, 200, JSON.stringify(resend.body));
    assert.deepEqual(resend.body, { sent: true, to: 'wh.card@example.cz' });
    const mails = await mailsTo(dataDir, 'wh.card@example.cz');
    assert.ok(mails.some((mail) => /znovu/.test(mail.subject)));
    const row = await api.db
      .selectFrom('orders')
      .select('id')
      .where('number', '=', paid.number)
      .executeTakeFirstOrThrow();
    const staff = await logIn(api.url, 'admin@example.cz');
    const history = await request(`${api.url}/api/new/admin/history/order/${row.id}`, { sid: staff });
    assert.ok(history.body.items.some((item: { action: string }) => item.action === 'resend-invoice'));
  });

  test('customers are refused', async () => {
    const customer = await logIn(api.url, 'jana.novakova@example.cz');
    const state = await request(urlOf('CZ26000001'), { sid: customer });
    assert.equal(state.status, 403);
    assert.equal((await request(urlOf('CZ26000001'))).status, 401);
  });
});
