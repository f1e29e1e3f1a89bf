import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { request } from '../test-support/http.ts';
import { mailsTo } from '../test-support/outbox.ts';
import { withFreshApp } from '../test-support/test-app.ts';
import {
  CHECKOUT,
  cartWith,
  orderBody,
  orderRow,
  placeOrder,
  postOrder,
  stockedProduct,
  stockOf,
} from './order-test-support.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'api-orders-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));
const api = withFreshApp(['cz', 'ro'], { config: { dataDir, publicUrl: 'https://shop.example' } });
const cz = () => api.apps.cz.url;
const ro = () => api.apps.ro.url;
const PHONE: [number, number] = [500_000, 2_000_000];

describe('finishing an order', () => {
  test('creates the order from the server-priced cart, takes the stock and empties the cart', async () => {
    const product = await stockedProduct(api.db, 'cz', 3, PHONE);
    const sid = await cartWith(cz(), product.id, 2);
    // Prices and totals a client sends are not part of the contract and change nothing.
    const response = await placeOrder(cz(), sid, {
      ...orderBody('cz', { type_payment: 'cash_on_delivery' }),
      total: 1,
      unit_price: 1,
    });
    const { body } = response;
    assert.match(body.number, /^CZ\d{8}$/);
    const expected = 2 * product.price + 12_900 + 3_900;
    assert.deepEqual(body.total, { amount: expected, currency: 'CZK' });
    assert.equal(body.paymentStatus, 'not_paid');
    assert.equal(body.paymentUrl, null);
    assert.equal(response.headers.get('location'), body.thankYouUrl);
    assert.equal(
      body.thankYouUrl,
      `/objednavka/dekujeme/${body.number}?token=${encodeURIComponent(body.accessToken)}`,
    );

    const order = await orderRow(api.db, body.number);
    assert.equal(order.total_amount, expected);
    assert.equal(order.vat_amount, Math.round((expected * 21) / 121));
    assert.equal(order.delivery_price, 12_900);
    assert.equal(order.payment_fee, 3_900);
    assert.equal(order.email, 'jana.novakova@example.cz');
    const items = await api.db
      .selectFrom('order_items')
      .selectAll()
      .where('order_id', '=', order.id)
      .execute();
    assert.equal(items.length, 1);
    assert.equal(items[0].unit_price, product.price);
    assert.equal(items[0].final_price, 2 * product.price);
    assert.ok(items[0].name);
    assert.equal(await stockOf(api.db, product.id), 1);
    const cart = await request(`${cz()}/api/new/cart`, { sid });
    assert.equal(cart.body.packages.length, 0);
  });

  test('numbers orders above the seeded ones, per shop', async () => {
    const product = await stockedProduct(api.db, 'ro', 2, [100_000, 500_000]);
    const sid = await cartWith(ro(), product.id);
    const { body } = await placeOrder(ro(), sid, orderBody('ro'));
    assert.match(body.number, /^RO\d{2}\d{6}$/);
    assert.ok(Number(body.number.slice(4)) > 8, body.number);
    assert.equal(body.total.currency, 'RON');
  });

  test('e-mails a confirmation with the items, totals, VAT and the status link', async () => {
    const product = await stockedProduct(api.db, 'cz', 2, PHONE, 1);
    const sid = await cartWith(cz(), product.id);
    const email = 'mail.check@example.cz';
    const base = orderBody('cz');
    const { body } = await placeOrder(cz(), sid, {
      ...base,
      order_billing_address: { ...(base.order_billing_address as object), email },
    });
    const [mail] = await mailsTo(dataDir, email);
    assert.ok(mail, 'a confirmation was sent');
    assert.match(mail.subject, new RegExp(`Potvrzení objednávky ${body.number}`));
    assert.match(mail.text, /Kurýr PPL/);
    assert.match(mail.text, /Dobírka/);
    assert.match(mail.text, /z\stoho DPH 21\s%/);
    assert.ok(
      mail.text.includes(
        `https://shop.example/objednavka/stav?number=${body.number}&token=${encodeURIComponent(body.accessToken)}`,
      ),
    );
  });

  test('answers 400 with the errors grouped by form section', async () => {
    const response = await postOrder(cz(), undefined, {
      type_payment: 'card',
      type_delivery_code: 'store',
      order_billing_address: { first_name: '', email: 'nope' },
      order_info: { consent_to_terms_of_service: false },
      order_delivery_address: { name: 'X', address: 'Y', city: 'Z', postcode: 'abc' },
    });
    assert.equal(response.status, 400);
    assert.equal(response.body.code, 'invalid_request');
    const { errors } = response.body;
    assert.ok(errors.order_billing_address.first_name);
    assert.ok(errors.order_billing_address.email);
    assert.ok(errors.order_info.consent_to_terms_of_service);
    assert.ok(errors.order_delivery_address.postcode);
    // A body whose sections are valid is still checked as a whole: store pickup needs a store.
    const noStore = await postOrder(
      cz(),
      undefined,
      orderBody('cz', { type_delivery_code: 'store', type_payment: 'cash_in_store' }),
    );
    assert.equal(noStore.status, 400);
    assert.ok(noStore.body.errors.form.store, 'store pickup needs a store');
  });

  test('refuses an empty cart', async () => {
    const response = await postOrder(cz(), undefined, orderBody('cz'));
    assert.equal(response.status, 409);
    assert.equal(response.body.code, 'empty_cart');
  });

  test('refuses a congested pickup point, a payment that does not go with the delivery and a timeslot not offered', async () => {
    const product = await stockedProduct(api.db, 'cz', 5, PHONE, 2);
    const sid = await cartWith(cz(), product.id);
    const congested = await api.db
      .selectFrom('pickup_points')
      .select('id')
      .where('shop', '=', 'cz')
      .where('is_congested', '=', true)
      .executeTakeFirstOrThrow();
    const point = await postOrder(
      cz(),
      sid,
      orderBody('cz', { type_delivery_code: 'pickup_point', pickup_point: congested.id }),
    );
    assert.equal(point.status, 409);
    assert.equal(point.body.code, 'pickup_point_unavailable');
    assert.equal(
      point.body.message,
      'Vybrané výdejní místo není dostupné nebo je přeplněné, vyberte prosím jiné.',
    );

    const cash = await postOrder(cz(), sid, orderBody('cz', { type_payment: 'cash_in_store' }));
    assert.equal(cash.status, 409);
    assert.equal(cash.body.code, 'payment_not_allowed');

    const deliveries = await request(`${cz()}${CHECKOUT}/deliveries`, { sid });
    const store = deliveries.body.stores[0];
    const slot = await postOrder(
      cz(),
      sid,
      orderBody('cz', {
        type_delivery_code: 'store',
        type_payment: 'cash_in_store',
        store: store.id,
        timeslot: { from: '2020-01-01T10:00:00+01:00', to: '2020-01-01T12:00:00+01:00' },
      }),
    );
    assert.equal(slot.status, 409);
    assert.equal(slot.body.code, 'timeslot_not_offered');
    assert.equal(await stockOf(api.db, product.id), 5, 'nothing was taken');

    const ok = await placeOrder(
      cz(),
      sid,
      orderBody('cz', {
        type_delivery_code: 'store',
        type_payment: 'cash_in_store',
        store: store.id,
        timeslot: store.timeslots[0],
      }),
    );
    const order = await orderRow(api.db, ok.body.number);
    assert.equal(order.store_id, store.id);
    assert.equal(order.delivery_price, 0);
    assert.equal(Date.parse(String(order.timeslot_from?.toISOString())), Date.parse(store.timeslots[0].from));
  });

  test('refuses an express address outside Prague', async () => {
    const product = await stockedProduct(api.db, 'cz', 2, PHONE, 3);
    const sid = await cartWith(cz(), product.id);
    const response = await postOrder(
      cz(),
      sid,
      orderBody('cz', {
        type_delivery_code: 'express',
        type_payment: 'card',
        order_delivery_address: {
          name: 'Petr Svoboda',
          address: 'Masarykova 31',
          city: 'Brno',
          postcode: '602 00',
        },
      }),
    );
    assert.equal(response.status, 409);
    assert.equal(response.body.code, 'delivery_unavailable');
  });

  test('never oversells: short stock is refused and nothing is written', async () => {
    const product = await stockedProduct(api.db, 'cz', 2, PHONE, 4);
    const sid = await cartWith(cz(), product.id, 2);
    await api.db.updateTable('stock').set({ quantity: 1 }).where('product_id', '=', product.id).execute();
    const before = await api.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const response = await postOrder(cz(), sid, orderBody('cz'));
    assert.equal(response.status, 409);
    assert.equal(response.body.code, 'out_of_stock');
    const afterCount = await api.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    assert.equal(Number(afterCount.n), Number(before.n));
    assert.equal(await stockOf(api.db, product.id), 1);
  });

  test('creates one order for a repeated Idempotency-Key and answers the same', async () => {
    const product = await stockedProduct(api.db, 'cz', 3, PHONE, 5);
    const sid = await cartWith(cz(), product.id);
    const body = orderBody('cz');
    const first = await postOrder(cz(), sid, body, 'order-key-1');
    const second = await postOrder(cz(), sid, body, 'order-key-1');
    assert.equal(first.status, 201);
    assert.equal(second.status, 201);
    assert.deepEqual(second.body, first.body);
    assert.equal(second.headers.get('idempotent-replayed'), 'true');
    assert.equal(await stockOf(api.db, product.id), 2);
    const other = await postOrder(
      cz(),
      sid,
      { ...body, order_info: { consent_to_terms_of_service: true, note: 'x' } },
      'order-key-1',
    );
    assert.equal(other.status, 409);
    assert.equal(other.body.code, 'idempotency_key_reused');
  });

  test('50 customers racing for 5 pieces get exactly 5 orders', async () => {
    const product = await stockedProduct(api.db, 'cz', 5, PHONE, 6);
    const sessions = [];
    for (let index = 0; index < 50; index += 1) sessions.push(await cartWith(cz(), product.id));
    const billing = orderBody('cz').order_billing_address as object;
    const customer = (index: number) => ({ ...billing, email: `racer${index}@example.cz` });
    const responses = await Promise.all(
      sessions.map((sid, index) =>
        postOrder(cz(), sid, orderBody('cz', { order_billing_address: customer(index) })),
      ),
    );
    const created = responses.filter((response) => response.status === 201);
    assert.equal(created.length, 5);
    assert.ok(
      responses.every((r) => r.status === 201 || (r.status === 409 && r.body.code === 'out_of_stock')),
    );
    assert.equal(await stockOf(api.db, product.id), 0);
    const lines = await api.db
      .selectFrom('order_items')
      .select((eb) => eb.fn.sum<number>('quantity').as('n'))
      .innerJoin('orders as o', 'o.id', 'order_items.order_id')
      .where('product_id', '=', product.id)
      .where(
        'o.number',
        'in',
        created.map((response) => response.body.number),
      )
      .executeTakeFirstOrThrow();
    assert.equal(Number(lines.n), 5);
  });
});

describe('paying when ordering', () => {
  test('card: a pending payment and the test gateway page to go to', async () => {
    const product = await stockedProduct(api.db, 'cz', 2, PHONE, 7);
    const sid = await cartWith(cz(), product.id);
    const { body } = await placeOrder(cz(), sid, orderBody('cz', { type_payment: 'card' }));
    assert.equal(body.paymentStatus, 'pending');
    assert.match(body.paymentUrl, /^\/api\/new\/payments\/test-gateway\/pay_[\w-]+\?token=/);
    const order = await orderRow(api.db, body.number);
    const payments = await api.db
      .selectFrom('payments')
      .selectAll()
      .where('order_id', '=', order.id)
      .execute();
    assert.deepEqual(
      payments.map((p) => [p.method, p.status, p.amount]),
      [['card', 'pending', body.total.amount]],
    );
  });

  test('wallets: pending without a redirect; cash: not paid', async () => {
    const product = await stockedProduct(api.db, 'cz', 4, PHONE, 8);
    const wallet = await placeOrder(
      cz(),
      await cartWith(cz(), product.id),
      orderBody('cz', { type_payment: 'google_pay' }),
    );
    assert.equal(wallet.body.paymentStatus, 'pending');
    assert.equal(wallet.body.paymentUrl, null);
  });

  test('Twisto approves up to 30 000 Kč and refuses above, writing nothing', async () => {
    const cheap = await stockedProduct(api.db, 'cz', 2, [100_000, 2_000_000], 9);
    const ok = await placeOrder(
      cz(),
      await cartWith(cz(), cheap.id),
      orderBody('cz', { type_payment: 'twisto' }),
    );
    assert.equal(ok.body.paymentStatus, 'paid');

    const dear = await stockedProduct(api.db, 'cz', 5, [1_600_000, 10_000_000]);
    const sid = await cartWith(cz(), dear.id, 2);
    const refused = await postOrder(cz(), sid, orderBody('cz', { type_payment: 'twisto' }));
    assert.equal(refused.status, 502);
    assert.equal(refused.body.code, 'twisto_failed');
    assert.match(refused.body.message, /Twisto/);
    assert.equal(await stockOf(api.db, dear.id), 5);
    const cart = await request(`${cz()}/api/new/cart`, { sid });
    assert.equal(cart.body.packages.length, 1, 'the cart is kept');
  });

  test('installments: the chosen plan is kept, sent online or waiting for the store', async () => {
    const product = await stockedProduct(api.db, 'cz', 4, [900_000, 5_000_000]);
    const sid = await cartWith(cz(), product.id);
    const options = await request(`${cz()}${CHECKOUT}/installments/best-options`, { sid });
    const plan = options.body.options[0];
    const { body } = await placeOrder(
      cz(),
      sid,
      orderBody('cz', {
        type_payment: 'installments',
        installment: { code: plan.code, arrange_type: 'online' },
      }),
    );
    const order = await orderRow(api.db, body.number);
    const row = await api.db
      .selectFrom('order_installments')
      .selectAll()
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    assert.equal(row.status, 'sent');
    assert.equal(row.plan_code, plan.code);
    assert.equal(row.monthly, plan.monthly.amount);

    const sid2 = await cartWith(cz(), product.id);
    const store = await placeOrder(
      cz(),
      sid2,
      orderBody('cz', {
        type_payment: 'installments',
        installment: { code: plan.code, arrange_type: 'on-store' },
      }),
    );
    const order2 = await orderRow(api.db, store.body.number);
    const row2 = await api.db
      .selectFrom('order_installments')
      .select('status')
      .where('order_id', '=', order2.id)
      .executeTakeFirstOrThrow();
    assert.equal(row2.status, 'waiting_for_store');

    const wrong = await postOrder(
      cz(),
      await cartWith(cz(), product.id),
      orderBody('cz', {
        type_payment: 'installments',
        installment: { code: 'nope', arrange_type: 'online' },
      }),
    );
    assert.equal(wrong.status, 409);
    assert.equal(wrong.body.code, 'installment_not_offered');
  });
});
