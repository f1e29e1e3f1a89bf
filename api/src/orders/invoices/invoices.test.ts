import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { formatMoney, type ShopCode, shops } from 'shared-domain';
import type { OrderInvoices } from 'shared-domain/contracts/staff.ts';
import { logIn, request } from '../../test-support/http.ts';
import { mailsTo } from '../../test-support/outbox.ts';
import { withFreshApp } from '../../test-support/test-app.ts';
import { jobQueuesSettled } from '../../test-support/test-job-queues.ts';
import { cartWith, orderBody, orderRow, placeOrder, stockedProduct } from '../order-test-support.ts';
import { emlAttachment, pdfText } from './invoice-test-support.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'api-invoices-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));
const api = withFreshApp(['cz', 'ro'], { config: { dataDir, publicUrl: 'https://shop.example' } });
const ADMIN_ORDERS = '/api/new/admin/orders';
const urlOf = (shop: ShopCode, path = '') => `${api.apps[shop].url}${ADMIN_ORDERS}${path}`;
const staff: Record<ShopCode, string> = { cz: '', ro: '' };
let skip = 0;
let customer = 0;

/** Customers with Czech and Romanian letters in their names, each order its own address. */
function billingOf(shop: ShopCode) {
  customer += 1;
  return shop === 'cz'
    ? {
        first_name: 'Kateřina',
        last_name: 'Řezníčková',
        email: `katerina.${customer}@example.cz`,
        phone: '603 555 111',
        address: 'Žitná 12',
        city: 'Ústí nad Labem',
        postcode: '400 01',
      }
    : {
        first_name: 'Ștefan',
        last_name: 'Țăranu',
        email: `stefan.${customer}@example.ro`,
        phone: '0733 555 111',
        address: 'Strada Mărășești 3',
        city: 'Brașov',
        postcode: '500001',
      };
}

async function newOrder(shop: ShopCode, payment: 'card' | 'cash_on_delivery') {
  const range: [number, number] = shop === 'cz' ? [300_000, 3_000_000] : [50_000, 600_000];
  const product = await stockedProduct(api.db, shop, 5, range, skip++);
  const sid = await cartWith(api.apps[shop].url, product.id);
  const billing = billingOf(shop);
  const { body } = await placeOrder(
    api.apps[shop].url,
    sid,
    orderBody(shop, { type_payment: payment, order_billing_address: billing }),
  );
  return { ...(body as { number: string; paymentUrl: string | null }), email: billing.email };
}

async function approveCardPayment(shop: ShopCode, paymentUrl: string | null) {
  assert.ok(paymentUrl);
  const [path, query] = paymentUrl.split('?');
  const response = await fetch(`${api.apps[shop].url}${path}/approve?${query}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  });
  assert.equal(response.status, 303);
}

/** A card order the customer paid; its invoice job is done once `settled`. */
async function paidOrder(shop: ShopCode) {
  const order = await newOrder(shop, 'card');
  await approveCardPayment(shop, order.paymentUrl);
  return order;
}

async function invoicesOf(shop: ShopCode, number: string): Promise<OrderInvoices> {
  const response = await request<OrderInvoices>(urlOf(shop, `/${number}/invoices`), { sid: staff[shop] });
  assert.equal(response.status, 200, JSON.stringify(response.body));
  return response.body;
}

async function settledInvoices(shop: ShopCode, number: string): Promise<OrderInvoices> {
  await jobQueuesSettled();
  return invoicesOf(shop, number);
}

async function pdfOf(shop: ShopCode, number: string, path: 'invoice.pdf' | 'credit-note.pdf') {
  const response = await fetch(urlOf(shop, `/${number}/${path}`), {
    headers: { cookie: `sid=${staff[shop]}` },
  });
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('content-type'), 'application/pdf');
  assert.equal(response.headers.get('cache-control'), 'no-store');
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

const post = (shop: ShopCode, path: string) =>
  request(urlOf(shop, path), { method: 'POST', json: {}, sid: staff[shop] });

async function historyActions(shop: ShopCode, orderId: number): Promise<string[]> {
  const history = await request(`${api.apps[shop].url}/api/new/admin/history/order/${orderId}`, {
    sid: staff[shop],
  });
  assert.equal(history.status, 200);
  return history.body.items.map((item: { action: string }) => item.action);
}

describe('invoices: staff sessions', () => {
  test('staff of both shops log in', async () => {
    staff.cz = await logIn(api.apps.cz.url, 'admin@example.cz');
    staff.ro = await logIn(api.apps.ro.url, 'admin@example.ro');
  });
});

describe('invoices: access and input', () => {
  test('anonymous callers get 401, customers and the warehouse 403, on every invoice route', async () => {
    const order = await newOrder('cz', 'cash_on_delivery');
    const calls = [
      { path: `/${order.number}/invoices` },
      { path: `/${order.number}/invoice.pdf` },
      { path: `/${order.number}/credit-note.pdf` },
      { path: `/${order.number}/invoice`, method: 'POST', json: {} },
      { path: `/${order.number}/invoice/resend`, method: 'POST', json: {} },
      { path: `/${order.number}/credit-note`, method: 'POST', json: {} },
    ];
    for (const call of calls) {
      const url = urlOf('cz', call.path);
      assert.equal((await request(url, call)).status, 401, url);
      for (const email of ['jana.novakova@example.cz', 'sklad@example.cz']) {
        const response = await request(url, { ...call, sid: await logIn(api.apps.cz.url, email) });
        assert.equal(response.status, 403, `${email} ${url}`);
      }
    }
    assert.equal((await api.db.selectFrom('invoices').selectAll().execute()).length, 0, 'nothing was made');
  });

  test('a malformed order number is a 400, an unknown one a 404', async () => {
    for (const path of ['/x%27;--/invoices', '/abc/invoice', '/abc/invoice/resend', '/abc/credit-note']) {
      const response = await request(urlOf('cz', path), {
        method: path.endsWith('invoices') ? 'GET' : 'POST',
        json: path.endsWith('invoices') ? undefined : {},
        sid: staff.cz,
      });
      assert.equal(response.status, 400, path);
      assert.equal(response.body.code, 'invalid_order', path);
    }
    const unknown = await request(urlOf('cz', '/CZ26999999/invoices'), { sid: staff.cz });
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.code, 'order_not_found');
  });
});

describe('invoices: made when an order is paid', () => {
  for (const shop of ['cz', 'ro'] as const)
    test(`${shop}: not created before payment; after it the job stores a PDF with the order and its totals, mailed with it attached`, async () => {
      const order = await newOrder(shop, 'card');
      const before = await invoicesOf(shop, order.number);
      assert.equal(before.invoice.state, 'not_created');
      assert.equal(before.invoice.canCreate, false, 'an unpaid order has no invoice');
      const refused = await post(shop, `/${order.number}/invoice`);
      assert.equal(refused.status, 409);
      assert.equal(refused.body.code, 'invoice_not_available');

      await approveCardPayment(shop, order.paymentUrl);
      const invoices = await settledInvoices(shop, order.number);
      const prefix = shop === 'cz' ? 'FA' : 'FF';
      assert.equal(invoices.invoice.state, 'created');
      assert.equal(invoices.invoice.number, `${prefix}-${order.number}`);
      assert.equal(invoices.invoice.canCreate, false);
      assert.equal(invoices.invoice.canResend, true);
      assert.ok(invoices.invoice.sentAt, 'the invoice was mailed');
      assert.equal(invoices.invoice.resentAt, null);
      assert.equal(invoices.creditNote.state, 'not_created');
      assert.equal(invoices.creditNote.canCreate, false, 'a paid open order has nothing to credit');
      const row = await orderRow(api.db, order.number);
      assert.equal(row.invoice_number, `${prefix}-${order.number}`);
      assert.deepEqual(invoices.invoice.total, { amount: row.total_amount, currency: row.currency });

      // The file is under DATA_DIR/invoices with the size and checksum recorded.
      const stored = await api.db
        .selectFrom('invoices')
        .selectAll()
        .where('number', '=', `${prefix}-${order.number}`)
        .executeTakeFirstOrThrow();
      assert.equal(stored.file_path, join('invoices', shop, `${prefix}-${order.number}.pdf`));
      const file = readFileSync(join(dataDir, stored.file_path ?? ''));
      assert.equal(file.length, stored.file_size);
      assert.equal(invoices.invoice.fileSize, file.length);
      const { createHash } = await import('node:crypto');
      assert.equal(createHash('sha256').update(file).digest('hex'), stored.checksum);

      const { response, bytes } = await pdfOf(shop, order.number, 'invoice.pdf');
      assert.match(
        response.headers.get('content-disposition') ?? '',
        new RegExp(`${prefix}-${order.number}\\.pdf`),
      );
      assert.deepEqual(Buffer.from(bytes), file);
      const { doc, text } = await pdfText(bytes);
      assert.match(doc.getTitle() ?? '', new RegExp(`${prefix}-${order.number}`));
      assert.ok(text.includes(order.number), text);
      const { locale, currency } = shops[shop];
      const total = formatMoney({ amount: row.total_amount, currency }, locale);
      assert.ok(text.includes(total), `total ${total} in:\n${text}`);
      // The embedded font prints the shop's letters (WinAnsi standard fonts could not).
      const letters =
        shop === 'cz'
          ? ['Kateřina Řezníčková', 'Žitná 12', 'Ústí nad Labem']
          : ['Ștefan Țăranu', 'Mărășești', 'Brașov'];
      for (const word of letters) assert.ok(text.includes(word), `${word} in:\n${text}`);
      assert.ok(text.includes(shop === 'cz' ? 'Mobilní svět s.r.o.' : 'Lumea Mobilă S.R.L.'), text);

      const [mail] = (await mailsTo(dataDir, order.email)).filter((m) =>
        m.subject.includes(`${prefix}-${order.number}`),
      );
      assert.ok(mail, 'the invoice mail is in the outbox');
      const attachment = emlAttachment(mail.file);
      assert.equal(
        attachment.filename,
        `${shop === 'cz' ? 'faktura' : 'factura'}-${prefix}-${order.number}.pdf`,
      );
      assert.deepEqual(attachment.bytes, file);

      const detail = (await request(urlOf(shop, `/${order.number}`), { sid: staff[shop] })).body;
      assert.ok(detail.emails.some((email: { kind: string }) => email.kind === 'invoice'));
      // The customer's printable invoice still works, with the same number.
      const html = await fetch(`${api.apps[shop].url}${detail.invoiceUrl}`);
      assert.equal(html.status, 200);
      assert.match(await html.text(), new RegExp(`${prefix}-${order.number}`));
    });
});

describe('invoices: states as staff see them', () => {
  test('in progress while its job runs: create and re-send refused; a failed job shows not created and may be retried', async () => {
    const order = await newOrder('cz', 'cash_on_delivery');
    await api.db
      .updateTable('orders')
      .set({ status: 'delivered', delivered_at: new Date() })
      .where('number', '=', order.number)
      .execute();
    const row = await orderRow(api.db, order.number);
    // A job another worker holds: its run is running and the document waits for it.
    const runId = randomUUID();
    await api.db
      .insertInto('job_runs')
      .values({
        id: runId,
        shop: 'cz',
        kind: 'orders.invoice.pdf',
        input: JSON.stringify({ invoiceId: 0 }),
        total: 2,
        created_by: null,
      })
      .execute();
    await api.db.updateTable('job_runs').set({ status: 'running' }).where('id', '=', runId).execute();
    await api.db
      .insertInto('invoices')
      .values({
        order_id: row.id,
        kind: 'invoice',
        number: `FA-${order.number}`,
        state: 'in_progress',
        run_id: runId,
      })
      .execute();
    const running = await invoicesOf('cz', order.number);
    assert.equal(running.invoice.state, 'in_progress');
    assert.equal(running.invoice.jobId, runId);
    assert.equal(running.invoice.canCreate, false);
    assert.equal(running.invoice.canResend, false);
    const again = await post('cz', `/${order.number}/invoice`);
    assert.equal(again.status, 409);
    assert.equal(again.body.code, 'invoice_in_progress');
    assert.equal(again.body.message, 'Doklad se právě vytváří.');
    const resend = await post('cz', `/${order.number}/invoice/resend`);
    assert.equal(resend.status, 409);
    assert.equal(resend.body.code, 'invoice_not_created');
    assert.equal(resend.body.message, 'Doklad ještě nebyl vytvořen.');
    const pdf = await request(urlOf('cz', `/${order.number}/invoice.pdf`), { sid: staff.cz });
    assert.equal(pdf.status, 404);
    assert.equal(pdf.body.code, 'invoice_not_created');

    await api.db
      .updateTable('job_runs')
      .set({ status: 'failed', error: 'disk full' })
      .where('id', '=', runId)
      .execute();
    const failed = await invoicesOf('cz', order.number);
    assert.equal(failed.invoice.state, 'not_created');
    assert.equal(failed.invoice.error, 'disk full');
    assert.equal(failed.invoice.canCreate, true);

    const retried = await post('cz', `/${order.number}/invoice`);
    assert.equal(retried.status, 202, JSON.stringify(retried.body));
    const created = await settledInvoices('cz', order.number);
    assert.equal(created.invoice.state, 'created');
    assert.equal(created.invoice.jobId, retried.body.jobId);
  });

  test('staff create the invoice of a delivered order that has none: job done, audited, then 409', async () => {
    const order = await newOrder('ro', 'cash_on_delivery');
    const before = await invoicesOf('ro', order.number);
    assert.equal(before.invoice.canCreate, false);
    await api.db
      .updateTable('orders')
      .set({ status: 'delivered', delivered_at: new Date() })
      .where('number', '=', order.number)
      .execute();
    assert.equal((await invoicesOf('ro', order.number)).invoice.canCreate, true);

    const started = await post('ro', `/${order.number}/invoice`);
    assert.equal(started.status, 202, JSON.stringify(started.body));
    await jobQueuesSettled();
    const job = await request(`${api.apps.ro.url}/api/new/admin/jobs/${started.body.jobId}`, {
      sid: staff.ro,
    });
    assert.equal(job.status, 200);
    assert.equal(job.body.status, 'done');
    assert.equal(job.body.done, 2);
    assert.equal(job.body.total, 2);
    const invoices = await invoicesOf('ro', order.number);
    assert.equal(invoices.invoice.state, 'created');
    assert.equal(invoices.invoice.number, `FF-${order.number}`);

    const row = await orderRow(api.db, order.number);
    assert.ok((await historyActions('ro', row.id)).includes('create-invoice'));
    const again = await post('ro', `/${order.number}/invoice`);
    assert.equal(again.status, 409);
    assert.equal(again.body.code, 'invoice_already_created');
    assert.equal(again.body.message, 'Documentul a fost deja creat.');
  });
});

describe('invoices: re-send', () => {
  for (const shop of ['cz', 'ro'] as const)
    test(`${shop}: e-mails the PDF again now, kept as "re-sent" with the order's e-mails and audited`, async () => {
      const order = await paidOrder(shop);
      await jobQueuesSettled();
      const response = await post(shop, `/${order.number}/invoice/resend`);
      assert.equal(response.status, 200, JSON.stringify(response.body));
      assert.deepEqual(response.body, { sent: true, to: order.email });

      const suffix = shop === 'cz' ? '(znovu zaslaná)' : '(retrimisă)';
      const resent = (await mailsTo(dataDir, order.email)).filter((m) => m.subject.endsWith(suffix));
      assert.equal(resent.length, 1);
      const attachment = emlAttachment(resent[0].file);
      const { text } = await pdfText(attachment.bytes);
      assert.ok(text.includes(order.number));

      const invoices = await invoicesOf(shop, order.number);
      assert.ok(invoices.invoice.resentAt);
      const detail = (await request(urlOf(shop, `/${order.number}`), { sid: staff[shop] })).body;
      const kinds = detail.emails.map((email: { kind: string }) => email.kind);
      assert.ok(kinds.includes('invoice_resent'), kinds.join());
      assert.ok(kinds.includes('invoice'), kinds.join());
      assert.ok((await historyActions(shop, detail.id)).includes('resend-invoice'));
    });

  test('before the invoice exists: 409 with a clear message, nothing sent', async () => {
    const order = await newOrder('ro', 'cash_on_delivery');
    const response = await post('ro', `/${order.number}/invoice/resend`);
    assert.equal(response.status, 409);
    assert.equal(response.body.code, 'invoice_not_created');
    assert.equal(response.body.message, 'Documentul nu a fost încă creat.');
    assert.equal((await mailsTo(dataDir, order.email)).filter((m) => /Factura/.test(m.subject)).length, 0);
  });
});

describe('credit notes', () => {
  test('refused for an open paid order and for a cancelled unpaid one', async () => {
    const paid = await paidOrder('cz');
    const open = await post('cz', `/${paid.number}/credit-note`);
    assert.equal(open.status, 409);
    assert.equal(open.body.code, 'credit_note_not_possible');
    const unpaid = await newOrder('cz', 'cash_on_delivery');
    assert.equal((await post('cz', `/${unpaid.number}/cancel`)).status, 200);
    const cancelled = await post('cz', `/${unpaid.number}/credit-note`);
    assert.equal(cancelled.status, 409);
    assert.equal(cancelled.body.code, 'credit_note_not_possible');
    const pdf = await request(urlOf('cz', `/${unpaid.number}/credit-note.pdf`), { sid: staff.cz });
    assert.equal(pdf.status, 404);
  });

  for (const shop of ['cz', 'ro'] as const)
    test(`${shop}: cancelling a paid order makes its credit note PDF (negative total), mailed; asking again is 409`, async () => {
      const order = await paidOrder(shop);
      await jobQueuesSettled();
      assert.equal((await post(shop, `/${order.number}/cancel`)).status, 200);
      const invoices = await settledInvoices(shop, order.number);
      const prefix = shop === 'cz' ? 'DB' : 'NC';
      assert.equal(invoices.creditNote.state, 'created');
      assert.equal(invoices.creditNote.number, `${prefix}-${order.number}`);
      const row = await orderRow(api.db, order.number);
      assert.equal(invoices.creditNote.total?.amount, -row.total_amount);
      assert.ok(invoices.creditNote.sentAt);

      const { bytes } = await pdfOf(shop, order.number, 'credit-note.pdf');
      const { text } = await pdfText(bytes);
      const { locale, currency } = shops[shop];
      assert.ok(text.includes(`${prefix}-${order.number}`), text);
      assert.ok(text.includes(formatMoney({ amount: -row.total_amount, currency }, locale)), text);
      assert.ok(text.includes(shop === 'cz' ? 'Dobropis' : 'stornare'), text);

      const again = await post(shop, `/${order.number}/credit-note`);
      assert.equal(again.status, 409);
      assert.equal(again.body.code, 'invoice_already_created');
    });

  test('staff make the credit note of a cancelled order that has none (cancelled before PDFs existed)', async () => {
    const order = await paidOrder('cz');
    assert.equal((await post('cz', `/${order.number}/cancel`)).status, 200);
    await jobQueuesSettled();
    const row = await orderRow(api.db, order.number);
    const stored = await api.db
      .selectFrom('invoices')
      .select('file_path')
      .where('order_id', '=', row.id)
      .where('kind', '=', 'credit_note')
      .executeTakeFirstOrThrow();
    await api.db
      .deleteFrom('invoices')
      .where('order_id', '=', row.id)
      .where('kind', '=', 'credit_note')
      .execute();
    rmSync(join(dataDir, stored.file_path ?? ''));
    assert.equal((await invoicesOf('cz', order.number)).creditNote.canCreate, true);

    const started = await post('cz', `/${order.number}/credit-note`);
    assert.equal(started.status, 202, JSON.stringify(started.body));
    const invoices = await settledInvoices('cz', order.number);
    assert.equal(invoices.creditNote.state, 'created');
    assert.ok(existsSync(join(dataDir, stored.file_path ?? '')));
    assert.ok((await historyActions('cz', row.id)).includes('create-credit-note'));
  });
});
