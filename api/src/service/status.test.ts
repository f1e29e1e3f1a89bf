import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { ShopCode } from 'shared-domain';
import { serviceOrderStatusSchema, serviceStatuses, type Timeslot } from 'shared-domain/contracts';
import { logIn, request } from '../test-support/http.ts';
import { mailsTo } from '../test-support/outbox.ts';
import { withFreshApp } from '../test-support/test-app.ts';
import {
  bookingBody,
  ORDERS_URL,
  priceOf,
  serviceCentre,
  serviceDevice,
  type TestDevice,
} from './booking-test-support.ts';
import { SERVICE_API } from './selector-routes.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'api-service-status-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));

const api = withFreshApp(['cz', 'ro'], { config: { dataDir, publicUrl: 'https://shop.example' } });
const shops = ['cz', 'ro'] as const;
const device = {} as Record<ShopCode, TestDevice>;
const centre = {} as Record<ShopCode, { id: number; timeslot: Timeslot }>;
const staffSid = {} as Record<ShopCode, string>;

/** The fixtures; loaded by each suite's before(), once the app has started. */
async function loadFixtures(): Promise<void> {
  if (device.cz) return;
  device.cz = await serviceDevice(api.db, 'apple-iphone-16');
  device.ro = await serviceDevice(api.db, 'google-pixel-8');
  for (const shop of shops) {
    centre[shop] = await serviceCentre(api.db, shop);
    staffSid[shop] = await logIn(api.apps[shop].url, `admin@example.${shop}`);
  }
}

let counter = 0;
async function book(shop: ShopCode): Promise<{ number: string; email: string }> {
  counter += 1;
  const email = `Status.${counter}.${shop}@Example.com`;
  const response = await request(`${api.apps[shop].url}${ORDERS_URL}`, {
    json: bookingBody(shop, device[shop], centre[shop], { email }),
  });
  assert.equal(response.status, 201, JSON.stringify(response.body));
  return { number: response.body.number, email };
}

const statusOf = (shop: ShopCode, query: { number: string; email: string }) =>
  request(
    `${api.apps[shop].url}${SERVICE_API}/orders/status/?number=${encodeURIComponent(query.number)}&email=${encodeURIComponent(query.email)}`,
  );
const move = (shop: ShopCode, number: string, json: unknown, sid = staffSid[shop]) =>
  request(`${api.apps[shop].url}${SERVICE_API}/admin/orders/${encodeURIComponent(number)}/status`, {
    json,
    sid,
  });
const approve = (shop: ShopCode, number: string, email: string) =>
  request(`${api.apps[shop].url}${SERVICE_API}/orders/${encodeURIComponent(number)}/approve-quote`, {
    json: { email },
  });

describe('GET /api/new/service/orders/status/', () => {
  before(loadFixtures);

  for (const shop of shops) {
    test(`${shop}: by number and e-mail (any case): timeline in order, masked identifier, prices`, async () => {
      const order = await book(shop);
      const response = await statusOf(shop, {
        number: order.number.toLowerCase(),
        email: order.email.toUpperCase(),
      });
      assert.equal(response.status, 200, JSON.stringify(response.body));
      const status = serviceOrderStatusSchema.parse(response.body);
      assert.equal(status.number, order.number);
      assert.equal(status.status, 'booked');
      assert.equal(status.identifier, '•••••••••••4569');
      assert.equal(status.operations.length, 2);
      const currency = shop === 'cz' ? 'CZK' : 'RON';
      assert.deepEqual(status.bookedPrice, { amount: priceOf(device[shop], shop), currency });
      assert.deepEqual(status.currentPrice, status.bookedPrice);
      assert.equal(status.quote, null);
      assert.equal(status.handover, 'centre');
      assert.ok(status.centre);
      // The window comes back in the shop's wall-clock time and offset (the server runs in UTC),
      // exactly as the centre offered it: 08:30 stays 08:30.
      assert.deepEqual(status.timeslot, centre[shop].timeslot);
      assert.match(status.timeslot!.from, shop === 'cz' ? /\+0[12]:00$/ : /\+0[23]:00$/);
      assert.deepEqual(
        status.timeline.map((step) => step.status),
        [...serviceStatuses],
      );
      assert.ok(status.timeline[0].at, 'booked has its date');
      assert.ok(
        status.timeline.slice(1).every((step) => step.at === null),
        'steps ahead have none',
      );
    });
  }

  test('a wrong e-mail and an unknown number answer the same 404', async () => {
    const order = await book('cz');
    const wrongEmail = await statusOf('cz', { number: order.number, email: 'someone@example.com' });
    const unknown = await statusOf('cz', { number: 'SV-1999-000001', email: order.email });
    const otherShop = await statusOf('ro', order);
    for (const response of [wrongEmail, unknown, otherShop]) {
      assert.equal(response.status, 404);
      assert.equal(response.body.code, 'service_order_not_found');
    }
    assert.deepEqual(wrongEmail.body, unknown.body);
  });

  test('odd queries answer 400, never 500', async () => {
    for (const query of [
      '',
      '?number=SV-2026-000001',
      '?email=a@b.cz',
      `?number=${'9'.repeat(40)}&email=a@b.cz`,
      '?number[]=1&email=x',
    ]) {
      const response = await request(`${api.apps.cz.url}${SERVICE_API}/orders/status/${query}`);
      assert.equal(response.status, 400, query);
    }
  });
});

describe('the quote: staff diagnose a higher price, the customer approves it', () => {
  before(loadFixtures);

  for (const shop of shops) {
    test(`${shop}: diagnosed → quote shown and e-mailed → approved from the status page → in repair`, async () => {
      const order = await book(shop);
      const booked = priceOf(device[shop], shop);
      assert.equal((await move(shop, order.number, { status: 'received' })).status, 200);
      const note = shop === 'cz' ? 'Vadný i konektor.' : 'Și portul este defect.';
      const diagnosed = await move(shop, order.number, {
        status: 'diagnosed',
        quote_price: booked + 50_000,
        note,
      });
      assert.equal(diagnosed.status, 200, JSON.stringify(diagnosed.body));
      assert.equal(diagnosed.body.status, 'diagnosed');

      const status = (await statusOf(shop, order)).body;
      assert.equal(status.status, 'diagnosed');
      assert.deepEqual(status.quote, {
        price: { amount: booked + 50_000, currency: status.bookedPrice.currency },
        note,
        approved: false,
      });
      assert.equal(status.currentPrice.amount, booked + 50_000);
      assert.equal(status.bookedPrice.amount, booked);

      const mails = await mailsTo(dataDir, order.email.toLowerCase());
      const quoteMail = mails.at(-1)!;
      assert.equal(mails.length, 3, 'booked, received, diagnosed');
      assert.ok(quoteMail.text.includes(shop === 'cz' ? 'schvalte' : 'aprobați'), quoteMail.text);
      assert.ok(quoteMail.text.includes(`number=${order.number}`), quoteMail.text);

      assert.equal(
        (await move(shop, order.number, { status: 'in_repair' })).status,
        409,
        'no repair before approval',
      );

      const approved = await approve(shop, order.number, order.email.toLowerCase());
      assert.equal(approved.status, 200, JSON.stringify(approved.body));
      assert.equal(approved.body.status, 'quote_approved');
      assert.equal(approved.body.quote.approved, true);
      assert.equal(approved.body.currentPrice.amount, booked + 50_000);
      const again = await approve(shop, order.number, order.email);
      assert.equal(again.status, 409);
      assert.equal(again.body.code, 'no_quote_to_approve');

      assert.equal((await move(shop, order.number, { status: 'in_repair' })).status, 200);
      const timeline = (await statusOf(shop, order)).body.timeline as { status: string; at: string | null }[];
      const reached = timeline.filter((step) => step.at !== null).map((step) => step.status);
      assert.deepEqual(reached, ['booked', 'received', 'diagnosed', 'quote_approved', 'in_repair']);
      const dates = timeline.filter((step) => step.at !== null).map((step) => Date.parse(step.at!));
      assert.deepEqual(
        dates,
        [...dates].sort((a, b) => a - b),
        'dates in order',
      );
    });
  }

  test('a diagnosis at the booked price needs no approval: the order goes straight to quote_approved', async () => {
    const order = await book('cz');
    await move('cz', order.number, { status: 'received' });
    const response = await move('cz', order.number, {
      status: 'diagnosed',
      quote_price: priceOf(device.cz, 'cz'),
    });
    assert.equal(response.status, 200);
    assert.equal(response.body.status, 'quote_approved');
    assert.equal(response.body.quote, null);
    const timeline = response.body.timeline as { status: string; at: string | null }[];
    assert.ok(timeline.find((step) => step.status === 'diagnosed')!.at);
    assert.ok(timeline.find((step) => step.status === 'quote_approved')!.at);
    const approval = await approve('cz', order.number, order.email);
    assert.equal(approval.status, 409);
    assert.equal(approval.body.code, 'no_quote_to_approve');
  });

  test('approving with a wrong e-mail or number is a 404; before the diagnosis a 409', async () => {
    const order = await book('ro');
    assert.equal((await approve('ro', order.number, 'other@example.com')).status, 404);
    assert.equal((await approve('ro', 'SR-1999-000001', order.email)).status, 404);
    assert.equal((await approve('ro', 'x'.repeat(300), order.email)).status, 404);
    assert.equal((await approve('ro', order.number, order.email)).status, 409);
    assert.equal((await approve('ro', order.number, 'not-an-email')).status, 400);
  });

  test('the seeded demo order waits for the customer’s approval of a higher quote', async () => {
    for (const [shop, email] of [
      ['cz', 'jana.novakova@example.cz'],
      ['ro', 'ana.popescu@example.ro'],
    ] as const) {
      const rows = await api.db
        .selectFrom('service_orders')
        .select(['number', 'status'])
        .where('shop', '=', shop)
        .where('email', '=', email)
        .orderBy('number')
        .execute();
      assert.ok(rows.length >= 3, `${shop} has seeded repairs`);
      assert.ok(new Set(rows.map((row) => row.status)).size >= 3, 'in different statuses');
      const diagnosed = rows.find((row) => row.status === 'diagnosed')!;
      const status = (await statusOf(shop, { number: diagnosed.number, email })).body;
      assert.equal(status.quote.approved, false);
      assert.ok(status.quote.price.amount > status.bookedPrice.amount);
    }
  });
});

describe('staff: status changes and the list', () => {
  before(loadFixtures);

  test('401 anonymous, 403 for customers and the warehouse', async () => {
    const order = await book('cz');
    for (const [method, path] of [
      ['GET', '/admin/orders/'],
      ['POST', `/admin/orders/${order.number}/status`],
    ]) {
      const url = `${api.apps.cz.url}${SERVICE_API}${path}`;
      const json = method === 'POST' ? { status: 'received' } : undefined;
      assert.equal((await request(url, { method, json })).status, 401);
      for (const email of ['jana.novakova@example.cz', 'sklad@example.cz']) {
        const sid = await logIn(api.apps.cz.url, email);
        const response = await request(url, { method, json, sid });
        assert.equal(response.status, 403, `${email} ${method} ${path}`);
      }
    }
    assert.equal((await statusOf('cz', order)).body.status, 'booked', 'nothing moved');
  });

  test('invalid moves answer 409 invalid_status_change; a diagnosis needs its price', async () => {
    const order = await book('cz');
    for (const status of ['in_repair', 'ready', 'collected', 'quote_approved', 'booked']) {
      const response = await move('cz', order.number, { status });
      assert.equal(response.status, 409, status);
      assert.equal(response.body.code, 'invalid_status_change');
    }
    assert.equal((await move('cz', order.number, { status: 'diagnosed', quote_price: 100 })).status, 409);
    await move('cz', order.number, { status: 'received' });
    const noPrice = await move('cz', order.number, { status: 'diagnosed' });
    assert.equal(noPrice.status, 400);
    assert.equal(noPrice.body.code, 'quote_price_required');
    assert.ok(noPrice.body.errors.form.quote_price);
    const priceElsewhere = await move('cz', order.number, { status: 'cancelled', quote_price: 100 });
    assert.equal(priceElsewhere.status, 400);
    assert.equal(priceElsewhere.body.code, 'quote_price_not_allowed');
    for (const body of [
      { status: 'fixed' },
      { status: 'diagnosed', quote_price: -5 },
      {},
      { status: 'diagnosed', quote_price: 1.5 },
    ])
      assert.equal((await move('cz', order.number, body)).status, 400, JSON.stringify(body));
    assert.equal((await move('cz', 'SV-1999-000001', { status: 'received' })).status, 404);
    assert.equal((await move('cz', 'x'.repeat(200), { status: 'received' })).status, 404);
  });

  test('cancelled from any status but collected; collected and cancelled are final; each change e-mails', async () => {
    const order = await book('ro');
    const cancelled = await move('ro', order.number, { status: 'cancelled', note: 'Clientul a renunțat.' });
    assert.equal(cancelled.status, 200);
    assert.equal(cancelled.body.status, 'cancelled');
    assert.equal((await move('ro', order.number, { status: 'received' })).status, 409);
    const mail = (await mailsTo(dataDir, order.email.toLowerCase())).at(-1)!;
    assert.match(mail.subject, /Anulată/);
    assert.ok(mail.text.includes('Clientul a renunțat.'));

    const done = await book('cz');
    await move('cz', done.number, { status: 'received' });
    await move('cz', done.number, { status: 'diagnosed', quote_price: priceOf(device.cz, 'cz') });
    for (const status of ['in_repair', 'ready', 'collected'])
      assert.equal((await move('cz', done.number, { status })).status, 200, status);
    assert.equal((await move('cz', done.number, { status: 'cancelled' })).status, 409);
  });

  test('lists the shop’s orders newest first, a page at a time, optionally of one status', async () => {
    const latest = await book('cz');
    const url = `${api.apps.cz.url}${SERVICE_API}/admin/orders/`;
    const page = await request(`${url}?pageSize=2`, { sid: staffSid.cz });
    assert.equal(page.status, 200);
    assert.equal(page.body.items.length, 2);
    assert.equal(page.body.items[0].number, latest.number);
    assert.ok(page.body.total > 2);
    assert.ok(page.body.items.every((item: { number: string }) => item.number.startsWith('SV-')));
    const diagnosed = await request(`${url}?status=diagnosed`, { sid: staffSid.cz });
    assert.ok(diagnosed.body.items.length >= 1);
    assert.ok(diagnosed.body.items.every((item: { status: string }) => item.status === 'diagnosed'));
    assert.ok(diagnosed.body.items.some((item: { quotePending: boolean }) => item.quotePending));
    assert.equal((await request(`${url}?status=unknown`, { sid: staffSid.cz })).status, 400);
    assert.equal((await request(`${url}?page=0`, { sid: staffSid.cz })).status, 400);
  });
});
