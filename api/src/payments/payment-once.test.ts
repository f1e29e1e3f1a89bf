import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { cartWith, orderBody, orderRow, placeOrder, stockedProduct } from '../orders/order-test-support.ts';
import { type JsonResponse, request } from '../test-support/http.ts';
import { withFreshApp } from '../test-support/test-app.ts';

// An order is paid at most once whatever the interleaving of its payment calls, and a withdrawn
// or cancelled order takes no payment at all, by any way in.

const api = withFreshApp(['cz']);
const PAYMENTS = '/api/new/payments';
const ROUNDS = 10;
let skip = 0;

/** An order paid the given way, of another product and another customer each time. */
async function orderPaidBy(type_payment: string) {
  const n = skip++;
  const product = await stockedProduct(api.db, 'cz', 3, [300_000, 3_000_000], n);
  const sid = await cartWith(api.url, product.id);
  const base = orderBody('cz');
  const email = `jana.novakova+${n}@example.cz`;
  const billing = { ...(base.order_billing_address as object), email };
  const { body } = await placeOrder(
    api.url,
    sid,
    orderBody('cz', { type_payment, order_billing_address: billing }),
  );
  return { ...(body as { number: string; accessToken: string; paymentUrl: string }), email };
}

/** Presses a button of the test gateway's page; answers the HTTP status. */
async function pressOnGateway(paymentUrl: string, action: 'approve' | 'decline' | 'cancel') {
  const [path, query] = paymentUrl.split('?');
  const response = await fetch(`${api.url}${path}/${action}?${query}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  });
  await response.arrayBuffer();
  return response.status;
}

async function paymentsOf(number: string) {
  const order = await orderRow(api.db, number);
  return api.db
    .selectFrom('payments')
    .select(['status', 'amount'])
    .where('order_id', '=', order.id)
    .orderBy('id')
    .execute();
}

const ref = (order: { number: string; accessToken: string }) => ({
  number: order.number,
  token: order.accessToken,
});
const retryPayment = (order: { number: string; accessToken: string }) =>
  request(
    `${api.url}/api/new/orders/${order.number}/payment?token=${encodeURIComponent(order.accessToken)}`,
    {
      method: 'POST',
    },
  );

async function withdraw(order: { number: string; accessToken: string; email: string }) {
  const response = await request(`${api.url}/api/new/orders/${order.number}/withdrawal`, {
    json: {
      token: order.accessToken,
      email: order.email,
      bank_account: '19-2000145399/0800',
      account_holder: 'Jana Nováková',
    },
  });
  assert.equal(response.status, 201, JSON.stringify(response.body));
}

describe('a card order is paid at most once', () => {
  test('approving on the gateway while the payment is started again (init or retry) never charges twice', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const order = await orderPaidBy('card');
      // Even rounds race the card init, odd ones the status page's "pay again": one rule for both.
      const startAgain = () =>
        round % 2 === 0
          ? request(`${api.url}${PAYMENTS}/card/init`, { json: ref(order) })
          : retryPayment(order);
      const [approved, started] = await Promise.all([
        pressOnGateway(order.paymentUrl, 'approve'),
        startAgain(),
      ]);
      assert.equal(approved, 303, `round ${round}: the gateway returns to the shop`);
      assert.ok(started.status < 500, `round ${round}: answered ${started.status}`);
      if (started.status === 200) {
        // The new page lost the race or won it: approving it must not pay a second time.
        const page = started.body.redirectUrl ?? started.body.paymentUrl;
        assert.equal(await pressOnGateway(page, 'approve'), 303);
      } else {
        assert.equal(started.status, 409, JSON.stringify(started.body));
        assert.equal(started.body.code, 'already_paid');
      }
      const paid = (await paymentsOf(order.number)).filter((payment) => payment.status === 'paid');
      assert.equal(paid.length, 1, `round ${round}: exactly one paid payment`);
      const row = await orderRow(api.db, order.number);
      assert.equal(row.payment_status, 'paid', `round ${round}`);
      assert.equal(row.status, 'paid', `round ${round}`);
    }
  });

  test('a second page opened before the first was approved cannot pay once the order is paid', async () => {
    const order = await orderPaidBy('card');
    const declined = await pressOnGateway(order.paymentUrl, 'decline');
    assert.equal(declined, 303);
    const first = await retryPayment(order);
    const second = await request(`${api.url}${PAYMENTS}/card/init`, { json: ref(order) });
    assert.equal(first.status, 200);
    assert.equal(second.status, 200);
    assert.equal(await pressOnGateway(second.body.redirectUrl, 'approve'), 303);
    // The older page was closed when the newer one opened; its approval is refused.
    assert.equal(await pressOnGateway(first.body.paymentUrl, 'approve'), 303);
    assert.deepEqual(
      (await paymentsOf(order.number)).map((payment) => payment.status),
      ['declined', 'cancelled', 'paid'],
    );
    const again = await request(`${api.url}${PAYMENTS}/card/init`, { json: ref(order) });
    assert.equal(again.status, 409);
    assert.equal(again.body.code, 'already_paid');
  });

  test('a wallet started twice pays once: the second sheet’s token is refused', async () => {
    const order = await orderPaidBy('google_pay');
    const first = await request(`${api.url}${PAYMENTS}/google-pay/init`, { json: ref(order) });
    const processed = await request(`${api.url}${PAYMENTS}/google-pay/process`, {
      json: { ...ref(order), paymentId: first.body.paymentId, walletToken: 'ok' },
    });
    assert.equal(processed.body.status, 'paid');
    const second = await request(`${api.url}${PAYMENTS}/google-pay/init`, { json: ref(order) });
    assert.equal(second.status, 409);
    assert.equal(second.body.code, 'already_paid');
    const paid = (await paymentsOf(order.number)).filter((payment) => payment.status === 'paid');
    assert.equal(paid.length, 1);
  });
});

describe('a withdrawn or cancelled order takes no payment', () => {
  const refusedAsClosed = (response: JsonResponse) => {
    assert.equal(response.status, 409, JSON.stringify(response.body));
    assert.equal(response.body.code, 'order_closed');
    assert.equal(
      response.body.message,
      'Tuto objednávku již nelze zaplatit, protože byla zrušena nebo jste od ní odstoupili.',
    );
  };

  test('withdrawn: its open gateway page cannot pay, and no new payment starts', async () => {
    const order = await orderPaidBy('card');
    await withdraw(order);
    assert.equal(await pressOnGateway(order.paymentUrl, 'approve'), 303);
    assert.deepEqual(
      (await paymentsOf(order.number)).map((payment) => payment.status),
      ['cancelled'],
    );
    const row = await orderRow(api.db, order.number);
    assert.notEqual(row.payment_status, 'paid');
    assert.equal(row.paid_at, null);
    refusedAsClosed(await retryPayment(order));
    refusedAsClosed(await request(`${api.url}${PAYMENTS}/card/init`, { json: ref(order) }));
    const status = await request(
      `${api.url}/api/new/orders/status?number=${order.number}&token=${encodeURIComponent(order.accessToken)}`,
    );
    assert.equal(status.body.canRetryPayment, false);
  });

  test('withdrawn: a wallet sheet opened before cannot pay', async () => {
    const order = await orderPaidBy('apple_pay');
    const init = await request(`${api.url}${PAYMENTS}/apple-pay/init`, { json: ref(order) });
    assert.equal(init.status, 200);
    await withdraw(order);
    const processed = await request(`${api.url}${PAYMENTS}/apple-pay/process`, {
      json: { ...ref(order), paymentId: init.body.paymentId, walletToken: 'ok' },
    });
    refusedAsClosed(processed);
    assert.deepEqual(
      (await paymentsOf(order.number)).map((payment) => payment.status),
      ['cancelled'],
    );
    refusedAsClosed(await request(`${api.url}${PAYMENTS}/apple-pay/init`, { json: ref(order) }));
  });

  test('cancelled: neither the open page nor a retry nor a wallet pays', async () => {
    const card = await orderPaidBy('card');
    const wallet = await orderPaidBy('google_pay');
    for (const order of [card, wallet])
      await api.db
        .updateTable('orders')
        .set({ status: 'cancelled' })
        .where('number', '=', order.number)
        .execute();
    assert.equal(await pressOnGateway(card.paymentUrl, 'approve'), 303);
    assert.notEqual((await orderRow(api.db, card.number)).payment_status, 'paid');
    refusedAsClosed(await retryPayment(card));
    refusedAsClosed(await request(`${api.url}${PAYMENTS}/google-pay/init`, { json: ref(wallet) }));
  });
});
