import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import type { ShopCode } from 'shared-domain';
import { logIn, request } from '../../test-support/http.ts';
import { mailsTo } from '../../test-support/outbox.ts';
import { startTestApp, withFreshApp } from '../../test-support/test-app.ts';
import { cartWith, orderBody, orderRow, placeOrder, stockedProduct, stockOf } from '../order-test-support.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'api-order-admin-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));
const api = withFreshApp(['cz', 'ro'], { config: { dataDir, publicUrl: 'https://shop.example' } });
const ADMIN_ORDERS = '/api/new/admin/orders';
const urlOf = (shop: ShopCode, path = '') => `${api.apps[shop].url}${ADMIN_ORDERS}${path}`;
const staff: Record<ShopCode, string> = { cz: '', ro: '' };
let skip = 0;

const customers = {
  cz: {
    first_name: 'Kateřina',
    last_name: 'Zelená',
    email: 'katerina.zelena@example.cz',
    phone: '603 555 111',
    address: 'Vinohradská 12',
    city: 'Praha',
    postcode: '120 00',
  },
  ro: {
    first_name: 'Mihai',
    last_name: 'Ionescu',
    email: 'mihai.ionescu@example.ro',
    phone: '0733 555 111',
    address: 'Strada Doamnei 3',
    city: 'București',
    postcode: '030050',
  },
};

/** A new order of the shop from a new cart; `billing` overrides the default customer. */
async function newOrder(shop: ShopCode, overrides: Record<string, unknown> = {}) {
  const range: [number, number] = shop === 'cz' ? [300_000, 3_000_000] : [50_000, 600_000];
  const product = await stockedProduct(api.db, shop, 5, range, skip++);
  const sid = await cartWith(api.apps[shop].url, product.id);
  const { body } = await placeOrder(api.apps[shop].url, sid, orderBody(shop, overrides));
  return { order: body as { number: string; paymentUrl: string | null; accessToken: string }, product };
}

async function approveCardPayment(shop: ShopCode, paymentUrl: string) {
  const [path, query] = paymentUrl.split('?');
  const response = await fetch(`${api.apps[shop].url}${path}/approve?${query}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  });
  assert.equal(response.status, 303);
}

describe('orders admin: staff sessions', () => {
  test('staff of both shops log in', async () => {
    staff.cz = await logIn(api.apps.cz.url, 'admin@example.cz');
    staff.ro = await logIn(api.apps.ro.url, 'admin@example.ro');
  });
});

describe('orders admin: access', () => {
  test('refuses anonymous callers with 401 and customers and the warehouse with 403', async () => {
    const { order } = await newOrder('cz');
    const calls = [
      { path: '' },
      { path: '/export.csv' },
      { path: '/stores' },
      { path: `/${order.number}` },
      { path: `/${order.number}/cancel`, method: 'POST', json: {} },
      { path: '/cancel', method: 'POST', json: { numbers: [order.number] } },
      {
        path: `/${order.number}/delivery-window`,
        method: 'PATCH',
        json: { from: '2026-12-01T10:00:00+01:00', to: '2026-12-01T11:00:00+01:00' },
      },
    ];
    for (const call of calls) {
      const url = urlOf('cz', call.path);
      assert.equal((await request(url, call)).status, 401, url);
      for (const email of ['jana.novakova@example.cz', 'sklad@example.cz']) {
        const response = await request(url, { ...call, sid: await logIn(api.apps.cz.url, email) });
        assert.equal(response.status, 403, `${email} ${url}`);
      }
    }
    assert.equal((await orderRow(api.db, order.number)).status, 'new', 'nothing was cancelled');
  });
});

describe('GET /api/new/admin/orders', () => {
  test('finds an order by e-mail, surname, phone digits and number, newest first', async () => {
    const { order } = await newOrder('cz', { order_billing_address: customers.cz });
    for (const q of ['katerina.zelena@', 'zelená', '603555111', '603 555 111', order.number.toLowerCase()]) {
      const response = await request(urlOf('cz', `?q=${encodeURIComponent(q)}`), { sid: staff.cz });
      assert.equal(response.status, 200, JSON.stringify(response.body));
      assert.equal(response.headers.get('cache-control'), 'no-store');
      assert.deepEqual(
        response.body.items.map((row: { number: string }) => row.number),
        [order.number],
        q,
      );
    }
    const [row] = (await request(urlOf('cz', `?q=${order.number}`), { sid: staff.cz })).body.items;
    assert.equal(row.customerName, 'Kateřina Zelená');
    assert.equal(row.email, 'katerina.zelena@example.cz');
    assert.equal(row.status, 'new');
    assert.equal(row.paymentStatus, 'not_paid');
    assert.equal(row.deliveryType, 'courier');
    assert.equal(row.total.currency, 'CZK');
    const all = (await request(urlOf('cz', '?pageSize=200'), { sid: staff.cz })).body;
    const times = all.items.map((item: { createdAt: string }) => Date.parse(item.createdAt));
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
    );
    assert.equal(all.items[0].number, all.total > 0 ? all.items[0].number : undefined);
  });

  test('filters by payment status, delivery type, status and the shop’s calendar days', async () => {
    const { order: card } = await newOrder('cz', { type_payment: 'card' });
    const pending = await request(urlOf('cz', '?paymentStatus=pending&pageSize=200'), { sid: staff.cz });
    assert.ok(pending.body.items.some((row: { number: string }) => row.number === card.number));
    assert.ok(pending.body.items.every((row: { paymentStatus: string }) => row.paymentStatus === 'pending'));
    const courier = await request(urlOf('cz', '?deliveryType=store&pageSize=200'), { sid: staff.cz });
    assert.ok(courier.body.items.every((row: { deliveryType: string }) => row.deliveryType === 'store'));
    assert.ok(!courier.body.items.some((row: { number: string }) => row.number === card.number));
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(new Date());
    const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const inToday = await request(urlOf('cz', `?from=${today}&to=${today}&q=${card.number}`), {
      sid: staff.cz,
    });
    assert.equal(inToday.body.total, 1);
    const fromTomorrow = await request(urlOf('cz', `?from=${tomorrow}&q=${card.number}`), { sid: staff.cz });
    assert.equal(fromTomorrow.body.total, 0);
    const cancelled = await request(urlOf('cz', `?status=cancelled&q=${card.number}`), { sid: staff.cz });
    assert.equal(cancelled.body.total, 0);
  });

  test('refuses malformed filters with 400 in the shared error shape', async () => {
    for (const query of [
      'status=lost',
      'paymentStatus=maybe',
      'from=2026-13-45',
      'store=abc',
      'q=a',
      'sort=customer',
      'pageSize=1000',
      'unknown=1',
    ]) {
      const response = await request(urlOf('cz', `?${query}`), { sid: staff.cz });
      assert.equal(response.status, 400, query);
      assert.equal(typeof response.body.message, 'string', query);
      assert.equal(typeof response.body.code, 'string', query);
    }
  });

  test('exports the matching orders as CSV with a header in the shop’s language', async () => {
    const { order } = await newOrder('ro', { order_billing_address: customers.ro });
    const response = await fetch(urlOf('ro', `/export.csv?q=${order.number}`), {
      headers: { cookie: `sid=${staff.ro}` },
    });
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /text\/csv/);
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    assert.match(lines[0], /^Număr,Creată,Stare,Plată/);
    assert.equal(lines.length, 2);
    assert.ok(lines[1].startsWith(`${order.number},`));
    assert.ok(lines[1].includes('mihai.ionescu@example.ro'));
  });
});

describe('GET /api/new/admin/orders/{number}', () => {
  test('shows the order with its customer, lines and the confirmation e-mail', async () => {
    const { order, product } = await newOrder('cz', { order_billing_address: customers.cz });
    const response = await request(urlOf('cz', `/${order.number}`), { sid: staff.cz });
    assert.equal(response.status, 200, JSON.stringify(response.body));
    const detail = response.body;
    assert.equal(detail.number, order.number);
    assert.equal(detail.email, 'katerina.zelena@example.cz');
    assert.equal(detail.phone, '+420603555111', 'as checkout stored it');
    assert.equal(detail.customerName, 'Kateřina Zelená');
    assert.equal(detail.canCancel, true);
    assert.ok(detail.items.some((item: { kind: string }) => item.kind === 'product'));
    assert.deepEqual(
      detail.emails.map((email: { kind: string; recipient: string }) => [email.kind, email.recipient]),
      [['confirmation', 'katerina.zelena@example.cz']],
    );
    assert.equal(detail.accessToken, undefined, 'the customer’s token is not shown');
    assert.ok(product.id > 0);
  });

  test('answers 400 for a malformed number and 404 for an unknown or other shop’s order', async () => {
    assert.equal((await request(urlOf('cz', '/abc'), { sid: staff.cz })).status, 400);
    const unknown = await request(urlOf('cz', '/CZ99999999'), { sid: staff.cz });
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.code, 'order_not_found');
    const { order: roOrder } = await newOrder('ro');
    assert.equal((await request(urlOf('cz', `/${roOrder.number}`), { sid: staff.cz })).status, 404);
  });
});

describe('POST /api/new/admin/orders/{number}/cancel', () => {
  test('returns the pieces, refunds a paid card in test mode, issues a credit note, mails and audits', async () => {
    const { order, product } = await newOrder('cz', { type_payment: 'card' });
    assert.ok(order.paymentUrl);
    await approveCardPayment('cz', order.paymentUrl);
    const stockBefore = await stockOf(api.db, product.id);
    const response = await request(urlOf('cz', `/${order.number}/cancel`), {
      method: 'POST',
      json: {},
      sid: staff.cz,
    });
    assert.equal(response.status, 200, JSON.stringify(response.body));
    assert.equal(response.body.releasedPieces, 1);
    assert.equal(response.body.refund.testMode, true);
    assert.match(response.body.refund.reference, /^test-refund-/);
    assert.equal(response.body.creditNote, `DB-${order.number}`);
    assert.equal(await stockOf(api.db, product.id), stockBefore + 1);

    const detail = (await request(urlOf('cz', `/${order.number}`), { sid: staff.cz })).body;
    assert.equal(detail.status, 'cancelled');
    assert.equal(detail.canCancel, false);
    assert.equal(detail.refunds.length, 1);
    assert.equal(detail.creditNoteNumber, `DB-${order.number}`);
    assert.ok(detail.creditNoteUrl);
    // The invoice and credit note PDFs are mailed by their jobs, whenever those finish (invoices.test.ts).
    const orderMails = detail.emails.filter(
      (email: { kind: string }) => email.kind !== 'invoice' && email.kind !== 'credit_note',
    );
    assert.deepEqual(
      orderMails.map((email: { kind: string }) => email.kind),
      ['confirmation', 'cancellation'],
    );
    assert.match(orderMails[1].subject, new RegExp(`Zrušení objednávky ${order.number}`));
    const history = await request(`${api.apps.cz.url}/api/new/admin/history/order/${detail.id}`, {
      sid: staff.cz,
    });
    assert.equal(history.status, 200);
    assert.equal(history.body.items[0].action, 'cancel');
    assert.equal(history.body.items[0].actor, 'admin@example.cz');

    const again = await request(urlOf('cz', `/${order.number}/cancel`), {
      method: 'POST',
      json: {},
      sid: staff.cz,
    });
    assert.equal(again.status, 409);
    assert.equal(again.body.code, 'order_already_cancelled');
    assert.equal(again.body.message, 'Objednávka už je zrušená.');
    assert.equal(await stockOf(api.db, product.id), stockBefore + 1, 'stock is returned once');
  });

  test('an unpaid order is cancelled without a refund or credit note', async () => {
    const { order, product } = await newOrder('ro');
    const stockBefore = await stockOf(api.db, product.id);
    const response = await request(urlOf('ro', `/${order.number}/cancel`), {
      method: 'POST',
      json: {},
      sid: staff.ro,
    });
    assert.equal(response.status, 200, JSON.stringify(response.body));
    assert.equal(response.body.refund, null);
    assert.equal(response.body.creditNote, null);
    assert.equal(await stockOf(api.db, product.id), stockBefore + 1);
  });

  test('a shipped order cannot be cancelled any more', async () => {
    const { order } = await newOrder('cz');
    await api.db
      .updateTable('orders')
      .set({ status: 'shipped' })
      .where('number', '=', order.number)
      .execute();
    const response = await request(urlOf('cz', `/${order.number}/cancel`), {
      method: 'POST',
      json: {},
      sid: staff.cz,
    });
    assert.equal(response.status, 409);
    assert.equal(response.body.code, 'order_not_cancellable');
  });
});

describe('POST /api/new/admin/orders/cancel (bulk)', () => {
  test('with no order chosen says at least one must be selected, in the shop’s language', async () => {
    const cz = await request(urlOf('cz', '/cancel'), {
      method: 'POST',
      json: { numbers: [] },
      sid: staff.cz,
    });
    assert.equal(cz.status, 400);
    assert.equal(cz.body.code, 'nothing_selected');
    assert.equal(cz.body.message, 'Musíte vybrat alespoň jednu objednávku.');
    const ro = await request(urlOf('ro', '/cancel'), {
      method: 'POST',
      json: { numbers: [] },
      sid: staff.ro,
    });
    assert.equal(ro.body.message, 'Trebuie să selectați cel puțin o comandă.');
  });

  test('cancels each chosen order on its own and lists the refused ones with the reason', async () => {
    const { order: first } = await newOrder('cz');
    const { order: shipped } = await newOrder('cz');
    await api.db
      .updateTable('orders')
      .set({ status: 'delivered' })
      .where('number', '=', shipped.number)
      .execute();
    const response = await request(urlOf('cz', '/cancel'), {
      method: 'POST',
      json: { numbers: [first.number, shipped.number] },
      sid: staff.cz,
    });
    assert.equal(response.status, 200, JSON.stringify(response.body));
    assert.deepEqual(
      response.body.cancelled.map((row: { number: string }) => row.number),
      [first.number],
    );
    assert.deepEqual(response.body.refused, [
      { number: shipped.number, message: 'Odeslanou nebo doručenou objednávku už nelze zrušit.' },
    ]);
    assert.equal((await orderRow(api.db, first.number)).status, 'cancelled');
    assert.equal((await orderRow(api.db, shipped.number)).status, 'delivered');
  });
});

describe('PATCH /api/new/admin/orders/{number}/delivery-window', () => {
  test("refuses a 'to' not after 'from' at the field, in the shop's language, and changes nothing", async () => {
    const { order } = await newOrder('cz');
    const url = urlOf('cz', `/${order.number}/delivery-window`);
    const same = '2026-12-01T10:00:00+01:00';
    const response = await request(url, { method: 'PATCH', json: { from: same, to: same }, sid: staff.cz });
    assert.equal(response.status, 400);
    assert.deepEqual(response.body.errors.form.to, ['Konec musí být později než začátek.']);
    assert.equal((await orderRow(api.db, order.number)).timeslot_from, null);
    const ro = await newOrder('ro');
    const roResponse = await request(urlOf('ro', `/${ro.order.number}/delivery-window`), {
      method: 'PATCH',
      json: { from: same, to: '2026-12-01T09:00:00+01:00' },
      sid: staff.ro,
    });
    assert.deepEqual(roResponse.body.errors.form.to, ['Sfârșitul trebuie să fie după început.']);
  });

  test('moves the window, shows it in the detail and the history', async () => {
    const { order } = await newOrder('cz');
    const url = urlOf('cz', `/${order.number}/delivery-window`);
    const window = { from: '2026-12-01T10:00:00+01:00', to: '2026-12-01T12:00:00+01:00' };
    const response = await request(url, { method: 'PATCH', json: window, sid: staff.cz });
    assert.equal(response.status, 204);
    const detail = (await request(urlOf('cz', `/${order.number}`), { sid: staff.cz })).body;
    assert.deepEqual(detail.deliveryWindow, {
      from: '2026-12-01T09:00:00.000Z',
      to: '2026-12-01T11:00:00.000Z',
    });
    const history = await request(`${api.apps.cz.url}/api/new/admin/history/order/${detail.id}`, {
      sid: staff.cz,
    });
    assert.equal(history.body.items[0].action, 'delivery-window');
  });
});

describe('custom order e-mail', () => {
  test('offers templates, previews with the placeholders filled and sends through the mailer', async () => {
    const { order } = await newOrder('cz', {
      order_billing_address: { ...customers.cz, email: 'custom.mail@example.cz' },
    });
    const templates = await request(urlOf('cz', `/${order.number}/email-templates`), { sid: staff.cz });
    assert.equal(templates.status, 200);
    const delay = templates.body.templates.find((template: { key: string }) => template.key === 'delay');
    assert.ok(delay.body.includes('{items}'));
    const preview = await request(urlOf('cz', `/${order.number}/email/preview`), {
      method: 'POST',
      json: { subject: delay.subject, body: delay.body },
      sid: staff.cz,
    });
    assert.equal(preview.status, 200, JSON.stringify(preview.body));
    assert.equal(preview.body.to, 'custom.mail@example.cz');
    assert.equal(preview.body.subject, `Objednávka ${order.number} se zpozdí`);
    assert.ok(
      preview.body.text.includes(`https://shop.example/objednavka/stav?number=${order.number}`),
      preview.body.text,
    );
    assert.ok(!preview.body.text.includes('{'), 'every placeholder is filled');

    const body = 'Dobrý den {customer}, <b>zboží</b> je na cestě.';
    const sent = await request(urlOf('cz', `/${order.number}/email`), {
      method: 'POST',
      json: { subject: 'Zpráva k {number}', body },
      sid: staff.cz,
    });
    assert.equal(sent.status, 200, JSON.stringify(sent.body));
    const [mail] = (await mailsTo(dataDir, 'custom.mail@example.cz')).filter((m) =>
      m.subject.startsWith('Zpráva'),
    );
    assert.equal(mail.subject, `Zpráva k ${order.number}`);
    assert.ok(mail.text.includes('Dobrý den Kateřina Zelená, <b>zboží</b> je na cestě.'));
    assert.ok(mail.html?.includes('&lt;b&gt;zboží&lt;/b&gt;'), 'staff text is escaped in HTML');
    const detail = (await request(urlOf('cz', `/${order.number}`), { sid: staff.cz })).body;
    assert.deepEqual(
      detail.emails.map((email: { kind: string }) => email.kind),
      ['confirmation', 'custom'],
    );
    const history = await request(`${api.apps.cz.url}/api/new/admin/history/order/${detail.id}`, {
      sid: staff.cz,
    });
    assert.equal(history.body.items[0].action, 'email');
  });

  test('an empty text is refused at its field; a failing mail server answers 502 and keeps nothing', async () => {
    const { order } = await newOrder('ro');
    const empty = await request(urlOf('ro', `/${order.number}/email`), {
      method: 'POST',
      json: { subject: '', body: 'x' },
      sid: staff.ro,
    });
    assert.equal(empty.status, 400);
    assert.ok(empty.body.errors.form.subject);
    const broken = await startTestApp(api.db, {
      shop: 'ro',
      config: { smtpUrl: 'smtp://127.0.0.1:1', dataDir },
    });
    try {
      const sid = await logIn(broken.url, 'admin@example.ro');
      const response = await request(`${broken.url}${ADMIN_ORDERS}/${order.number}/email`, {
        method: 'POST',
        json: { subject: 'Comanda {number}', body: 'Text' },
        sid,
      });
      assert.equal(response.status, 502);
      assert.equal(response.body.code, 'email_not_sent');
      assert.equal(
        response.body.message,
        'Ne pare rău, dar e-mailul nu a putut fi trimis din cauza unei erori.',
      );
      const detail = (await request(urlOf('ro', `/${order.number}`), { sid: staff.ro })).body;
      assert.deepEqual(
        detail.emails.map((email: { kind: string }) => email.kind),
        ['confirmation'],
      );
    } finally {
      await broken.close();
    }
  });
});
