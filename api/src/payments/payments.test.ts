import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { cartWith, orderBody, orderRow, placeOrder, stockedProduct } from '../orders/order-test-support.ts';
import { request } from '../test-support/http.ts';
import { withFreshApp } from '../test-support/test-app.ts';

const api = withFreshApp(['cz']);
const PAYMENTS = '/api/new/payments';
let skip = 0;

/** An order paid the given way; each call uses another product. */
async function orderPaidBy(type_payment: string) {
  const product = await stockedProduct(api.db, 'cz', 3, [300_000, 3_000_000], skip++);
  const sid = await cartWith(api.url, product.id);
  const { body } = await placeOrder(api.url, sid, orderBody('cz', { type_payment }));
  return body;
}

async function postForm(url: string) {
  return fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  });
}

describe('the test-mode card gateway', () => {
  test('shows a page titled as a test with the amount, shop, order and three buttons', async () => {
    const order = await orderPaidBy('card');
    const response = await fetch(`${api.url}${order.paymentUrl}`);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /text\/html/);
    const html = await response.text();
    assert.match(html, /<h1>Testovací platební brána<\/h1>/);
    assert.ok(html.includes(order.number));
    assert.ok(html.includes('Mobilní svět'));
    for (const label of ['Schválit platbu', 'Zamítnout platbu', 'Zrušit platbu'])
      assert.ok(html.includes(`<button type="submit">${label}</button>`), label);
    const wrongToken = await fetch(
      `${api.url}${order.paymentUrl.replace(/token=[^&]+/, 'token=wrong-token-wrong-token')}`,
    );
    assert.equal(wrongToken.status, 404);
  });

  test('approve pays the order and returns to the shop’s payment page', async () => {
    const order = await orderPaidBy('card');
    const [path, query] = order.paymentUrl.split('?');
    const response = await postForm(`${api.url}${path}/approve?${query}`);
    assert.equal(response.status, 303);
    assert.equal(
      response.headers.get('location'),
      `/objednavka/platba/${order.number}?token=${encodeURIComponent(order.accessToken)}`,
    );
    const row = await orderRow(api.db, order.number);
    assert.equal(row.payment_status, 'paid');
    assert.equal(row.status, 'paid');
    assert.ok(row.paid_at);
    const retry = await request(
      `${api.url}/api/new/orders/${order.number}/payment?token=${encodeURIComponent(order.accessToken)}`,
      {
        method: 'POST',
      },
    );
    assert.equal(retry.status, 409);
    assert.equal(retry.body.code, 'already_paid');
  });

  test('decline leaves the order not paid; a retry gives a new payment page that can pay', async () => {
    const order = await orderPaidBy('card');
    const [path, query] = order.paymentUrl.split('?');
    assert.equal((await postForm(`${api.url}${path}/decline?${query}`)).status, 303);
    assert.equal((await orderRow(api.db, order.number)).payment_status, 'not_paid');

    const retry = await request(
      `${api.url}/api/new/orders/${order.number}/payment?token=${encodeURIComponent(order.accessToken)}`,
      {
        method: 'POST',
      },
    );
    assert.equal(retry.status, 200);
    assert.notEqual(retry.body.paymentUrl, order.paymentUrl);
    assert.equal((await orderRow(api.db, order.number)).payment_status, 'pending');
    const [retryPath, retryQuery] = retry.body.paymentUrl.split('?');
    await postForm(`${api.url}${retryPath}/approve?${retryQuery}`);
    assert.equal((await orderRow(api.db, order.number)).payment_status, 'paid');
  });

  test('cancel marks the payment cancelled and the order not paid', async () => {
    const order = await orderPaidBy('card');
    const [path, query] = order.paymentUrl.split('?');
    assert.equal((await postForm(`${api.url}${path}/cancel?${query}`)).status, 303);
    const row = await orderRow(api.db, order.number);
    assert.equal(row.payment_status, 'not_paid');
    const payment = await api.db
      .selectFrom('payments')
      .select('status')
      .where('order_id', '=', row.id)
      .executeTakeFirstOrThrow();
    assert.equal(payment.status, 'cancelled');
    // A settled payment's page no longer offers the buttons.
    const html = await (await fetch(`${api.url}${order.paymentUrl}`)).text();
    assert.ok(!html.includes('Schválit platbu'));
  });
});

describe('wallet payments (echo, init, process, session)', () => {
  test('echo tells the gateway runs in test mode', async () => {
    const response = await request(`${api.url}${PAYMENTS}/google-pay/echo`, { method: 'POST' });
    assert.deepEqual(response.body, { ok: true, gateway: 'Test mode gateway', testMode: true });
  });

  test('Google Pay: init gives the Payment Request data, process approves the token', async () => {
    const order = await orderPaidBy('google_pay');
    const ref = { number: order.number, token: order.accessToken };
    const init = await request(`${api.url}${PAYMENTS}/google-pay/init`, { json: ref });
    assert.equal(init.status, 200);
    assert.equal(init.body.redirectUrl, null);
    assert.equal(init.body.paymentRequest.supportedMethods, 'https://google.com/pay');
    assert.deepEqual(init.body.amount, order.total);
    const processed = await request(`${api.url}${PAYMENTS}/google-pay/process`, {
      json: { ...ref, paymentId: init.body.paymentId, walletToken: '{"signature":"ok"}' },
    });
    assert.deepEqual(processed.body, { status: 'paid', message: null });
    assert.equal((await orderRow(api.db, order.number)).payment_status, 'paid');
  });

  test('Apple Pay: a declined token leaves the order not paid; session validates the merchant', async () => {
    const order = await orderPaidBy('apple_pay');
    const ref = { number: order.number, token: order.accessToken };
    const session = await request(`${api.url}${PAYMENTS}/apple-pay/session`, {
      json: { ...ref, validationUrl: 'https://apple-pay-gateway.apple.com/paymentservices/startSession' },
    });
    assert.equal(session.status, 200);
    assert.equal(session.body.merchantSession.testMode, true);
    const init = await request(`${api.url}${PAYMENTS}/apple-pay/init`, { json: ref });
    const processed = await request(`${api.url}${PAYMENTS}/apple-pay/process`, {
      json: { ...ref, paymentId: init.body.paymentId, walletToken: 'please-decline-this' },
    });
    assert.equal(processed.body.status, 'declined');
    assert.match(processed.body.message, /zamítnuta/);
    assert.equal((await orderRow(api.db, order.number)).payment_status, 'not_paid');
  });

  test('refuses another method than the order’s, a wrong token and a malformed body', async () => {
    const order = await orderPaidBy('google_pay');
    const other = await request(`${api.url}${PAYMENTS}/apple-pay/init`, {
      json: { number: order.number, token: order.accessToken },
    });
    assert.equal(other.status, 409);
    assert.equal(other.body.code, 'payment_method_not_used');
    const wrong = await request(`${api.url}${PAYMENTS}/google-pay/init`, {
      json: { number: order.number, token: 'x'.repeat(43) },
    });
    assert.equal(wrong.status, 404);
    assert.equal(wrong.body.code, 'order_not_found');
    const invalid = await request(`${api.url}${PAYMENTS}/google-pay/process`, {
      json: { number: order.number },
    });
    assert.equal(invalid.status, 400);
  });
});
