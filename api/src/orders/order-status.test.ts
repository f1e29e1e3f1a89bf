import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { logIn, request } from '../test-support/http.ts';
import { mailsTo } from '../test-support/outbox.ts';
import { withFreshApp } from '../test-support/test-app.ts';
import { cartWith, ORDERS, orderBody, orderRow, placeOrder, stockedProduct } from './order-test-support.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'api-order-status-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));
const api = withFreshApp(['cz'], { config: { dataDir } });
const DAY = 24 * 60 * 60 * 1000;
let skip = 0;

async function newOrder(overrides: Record<string, unknown> = {}, sid?: string) {
  const product = await stockedProduct(api.db, 'cz', 3, [300_000, 3_000_000], skip++);
  const cart = await cartWith(api.url, product.id, 1, sid);
  const { body } = await placeOrder(api.url, cart, orderBody('cz', overrides));
  return { ...body, product };
}

const status = (query: string) => request(`${api.url}${ORDERS}/status?${query}`);
const withToken = (order: { number: string; accessToken: string }, path: string) =>
  `${api.url}${ORDERS}/${order.number}/${path}?token=${encodeURIComponent(order.accessToken)}`;

describe('order status', () => {
  test('opens an order by number and e-mail, or by number and token', async () => {
    const order = await newOrder();
    const byEmail = await status(`number=${order.number}&email=JANA.NOVAKOVA@example.cz`);
    assert.equal(byEmail.status, 200);
    assert.equal(byEmail.body.number, order.number);
    assert.equal(byEmail.body.status, 'new');
    assert.equal(byEmail.body.paymentStatus, 'not_paid');
    assert.equal(byEmail.body.deliveryType, 'courier');
    assert.equal(byEmail.body.customerName, 'Jana Nováková');
    assert.deepEqual(byEmail.body.totals.total, order.total);
    assert.equal(byEmail.body.items[0].kind, 'product');
    assert.equal(byEmail.body.items[0].unitPrice.amount, order.product.price);
    assert.equal(byEmail.body.invoiceUrl, null, 'no invoice before payment');
    assert.equal(byEmail.body.withdrawn, false);
    assert.ok(byEmail.body.withdrawalUntil);
    const byToken = await status(`number=${order.number}&token=${encodeURIComponent(order.accessToken)}`);
    assert.equal(byToken.status, 200);
    assert.equal(byToken.body.accessToken, order.accessToken);
  });

  test('answers invalid_order, order_not_found (also for another e-mail) and order_items_missing', async () => {
    const invalid = await status('number=12345&email=jana.novakova@example.cz');
    assert.equal(invalid.status, 400);
    assert.deepEqual([invalid.body.code, invalid.body.message], ['invalid_order', 'Neplatná objednávka.']);

    const order = await newOrder();
    const otherEmail = await status(`number=${order.number}&email=someone@example.cz`);
    assert.equal(otherEmail.status, 404);
    assert.deepEqual(
      [otherEmail.body.code, otherEmail.body.message],
      ['order_not_found', 'Objednávka nebyla nalezena.'],
    );
    const unknown = await status('number=CZ26999999&email=jana.novakova@example.cz');
    assert.equal(unknown.status, 404);

    const row = await orderRow(api.db, order.number);
    await api.db.deleteFrom('order_items').where('order_id', '=', row.id).execute();
    const missing = await status(`number=${order.number}&token=${encodeURIComponent(order.accessToken)}`);
    assert.equal(missing.status, 409);
    assert.equal(missing.body.code, 'order_items_missing');
    assert.equal(missing.body.message, 'Položky objednávky se nepodařilo najít. Kontaktujte prosím podporu.');

    const noProof = await status(`number=${order.number}`);
    assert.equal(noProof.status, 400);
  });

  test("a signed-in customer opens their own orders, not other people's", async () => {
    const sid = await logIn(api.url, 'jana.novakova@example.cz');
    const own = await newOrder({}, sid);
    const mine = await request(`${api.url}${ORDERS}/mine/${own.number}`, { sid });
    assert.equal(mine.status, 200);
    assert.equal(mine.body.number, own.number);
    const guest = await newOrder();
    const notMine = await request(`${api.url}${ORDERS}/mine/${guest.number}`, { sid });
    assert.equal(notMine.status, 404);
    const anonymous = await request(`${api.url}${ORDERS}/mine/${own.number}`);
    assert.equal(anonymous.status, 401);
  });
});

describe('invoice and installment overview', () => {
  test('the invoice exists once paid: printable HTML with company data, items and VAT, numbered on first issue', async () => {
    const order = await newOrder();
    const early = await fetch(withToken(order, 'invoice'));
    assert.equal(early.status, 409);
    await api.db
      .updateTable('orders')
      .set({ payment_status: 'paid', paid_at: new Date() })
      .where('number', '=', order.number)
      .execute();
    const detail = await status(`number=${order.number}&token=${encodeURIComponent(order.accessToken)}`);
    assert.ok(detail.body.invoiceUrl);
    const response = await fetch(`${api.url}${detail.body.invoiceUrl}`);
    assert.equal(response.status, 200);
    const html = await response.text();
    assert.match(html, new RegExp(`Faktura – daňový doklad FA-${order.number}`));
    assert.match(html, /Mobilní svět s\.r\.o\./);
    assert.match(html, /DPH 21 %/);
    assert.equal((await orderRow(api.db, order.number)).invoice_number, `FA-${order.number}`);
  });

  test('the installment overview has one payment a month', async () => {
    const product = await stockedProduct(api.db, 'cz', 3, [900_000, 5_000_000]);
    const sid = await cartWith(api.url, product.id);
    const options = await request(`${api.url}/api/new/checkout/installments/best-options`, { sid });
    const plan = options.body.options.at(-1);
    const { body } = await placeOrder(
      api.url,
      sid,
      orderBody('cz', {
        type_payment: 'installments',
        installment: { code: plan.code, arrange_type: 'online' },
      }),
    );
    const response = await request(withToken(body, 'installment'));
    assert.equal(response.status, 200);
    assert.equal(response.body.count, plan.count);
    assert.equal(response.body.schedule.length, plan.count);
    assert.deepEqual(response.body.monthly, plan.monthly);
    assert.equal(response.body.status, 'sent');
    assert.ok(response.body.schedule[1].dueDate > response.body.schedule[0].dueDate);
    const none = await request(withToken(await newOrder(), 'installment'));
    assert.equal(none.status, 404);
  });
});

describe('contract withdrawal', () => {
  const withdrawal = (order: { accessToken: string }, email = 'jana.novakova@example.cz') => ({
    token: order.accessToken,
    email,
    reason: 'Nevyhovuje mi velikost.',
    bank_account: '19-2000145399/0800',
    account_holder: 'Jana Nováková',
  });

  test('within 14 days: kept once, credit note issued, confirmation e-mailed', async () => {
    const order = await newOrder();
    const url = `${api.url}${ORDERS}/${order.number}/withdrawal`;
    const first = await request(url, { json: withdrawal(order) });
    assert.equal(first.status, 201);
    assert.equal(first.body.number, `OD-${order.number}`);
    const again = await request(url, { json: withdrawal(order) });
    assert.equal(again.status, 409);
    assert.equal(again.body.code, 'already_withdrawn');
    const detail = await status(`number=${order.number}&token=${encodeURIComponent(order.accessToken)}`);
    assert.equal(detail.body.withdrawn, true);
    assert.equal(detail.body.withdrawalUntil, null);
    const note = await fetch(`${api.url}${detail.body.creditNoteUrl}`);
    assert.equal(note.status, 200);
    assert.match(await note.text(), new RegExp(`DB-${order.number}`));
    const mail = (await mailsTo(dataDir, 'jana.novakova@example.cz')).find((m) =>
      m.subject.includes('Odstoupení'),
    );
    assert.ok(mail);
    assert.match(mail.text, new RegExp(`OD-${order.number}`));
  });

  test('refused after 14 days from delivery, for cancelled orders, and for a wrong e-mail or body', async () => {
    const late = await newOrder();
    await api.db
      .updateTable('orders')
      .set({ status: 'delivered', delivered_at: new Date(Date.now() - 15 * DAY) })
      .where('number', '=', late.number)
      .execute();
    const over = await request(`${api.url}${ORDERS}/${late.number}/withdrawal`, { json: withdrawal(late) });
    assert.equal(over.status, 409);
    assert.equal(over.body.code, 'withdrawal_period_over');

    const recent = await newOrder();
    await api.db
      .updateTable('orders')
      .set({
        status: 'delivered',
        delivered_at: new Date(Date.now() - 13 * DAY),
        created_at: new Date(Date.now() - 30 * DAY),
      })
      .where('number', '=', recent.number)
      .execute();
    const inTime = await request(`${api.url}${ORDERS}/${recent.number}/withdrawal`, {
      json: withdrawal(recent),
    });
    assert.equal(inTime.status, 201, 'counted from delivery, not from ordering');

    const cancelled = await newOrder();
    await api.db
      .updateTable('orders')
      .set({ status: 'cancelled' })
      .where('number', '=', cancelled.number)
      .execute();
    const refused = await request(`${api.url}${ORDERS}/${cancelled.number}/withdrawal`, {
      json: withdrawal(cancelled),
    });
    assert.equal(refused.status, 409);
    assert.equal(refused.body.code, 'order_cancelled');

    const other = await newOrder();
    const wrongEmail = await request(`${api.url}${ORDERS}/${other.number}/withdrawal`, {
      json: withdrawal(other, 'someone@example.cz'),
    });
    assert.equal(wrongEmail.status, 404);
    const invalid = await request(`${api.url}${ORDERS}/${other.number}/withdrawal`, {
      json: { ...withdrawal(other), bank_account: '123' },
    });
    assert.equal(invalid.status, 400);
    assert.ok(invalid.body.errors.form.bank_account);
  });
});
