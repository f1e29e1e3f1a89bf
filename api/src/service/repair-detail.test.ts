import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { ShopCode } from 'shared-domain';
import type { Timeslot } from 'shared-domain/contracts';
import { serviceOrderDetailSchema } from 'shared-domain/contracts/staff.ts';
import { logIn, request } from '../test-support/http.ts';
import { mailsTo } from '../test-support/outbox.ts';
import { withFreshApp } from '../test-support/test-app.ts';
import {
  bookingBody,
  ORDERS_URL,
  serviceCentre,
  serviceDevice,
  type TestDevice,
} from './booking-test-support.ts';
import { SERVICE_API } from './selector-routes.ts';

// The repair detail of the admin over HTTP: everything staff need on one repair, and the re-quote
// with a technician's note (history, audit trail, the customer's e-mail).

const dataDir = mkdtempSync(join(tmpdir(), 'api-repair-detail-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));

const api = withFreshApp(['cz', 'ro'], { config: { dataDir, publicUrl: 'https://shop.example' } });
const device = {} as Record<ShopCode, TestDevice>;
const centre = {} as Record<ShopCode, { id: number; timeslot: Timeslot }>;
const staffSid = {} as Record<ShopCode, string>;

async function loadFixtures(): Promise<void> {
  if (device.cz) return;
  device.cz = await serviceDevice(api.db, 'apple-iphone-16');
  device.ro = await serviceDevice(api.db, 'google-pixel-8');
  for (const shop of ['cz', 'ro'] as const) {
    centre[shop] = await serviceCentre(api.db, shop);
    staffSid[shop] = await logIn(api.apps[shop].url, `admin@example.${shop}`);
  }
}

let counter = 0;
async function book(shop: ShopCode): Promise<{ number: string; email: string }> {
  counter += 1;
  const email = `detail.${counter}.${shop}@example.com`;
  const response = await request(`${api.apps[shop].url}${ORDERS_URL}`, {
    json: bookingBody(shop, device[shop], centre[shop], { email }),
  });
  assert.equal(response.status, 201, JSON.stringify(response.body));
  return { number: response.body.number, email };
}

const adminUrl = (shop: ShopCode, number: string, tail = '') =>
  `${api.apps[shop].url}${SERVICE_API}/admin/orders/${encodeURIComponent(number)}${tail}`;
const detail = (shop: ShopCode, number: string, sid = staffSid[shop]) =>
  request(adminUrl(shop, number), { sid });
const move = (shop: ShopCode, number: string, json: unknown) =>
  request(adminUrl(shop, number, '/status'), { json, sid: staffSid[shop] });
const requote = (shop: ShopCode, number: string, json: unknown, sid = staffSid[shop]) =>
  request(adminUrl(shop, number, '/quote'), { json, sid });

async function diagnosed(shop: ShopCode, price: number) {
  const order = await book(shop);
  assert.equal((await move(shop, order.number, { status: 'received' })).status, 200);
  const response = await move(shop, order.number, {
    status: 'diagnosed',
    quote_price: price,
    note: 'Vadný konektor.',
  });
  assert.equal(response.status, 200, JSON.stringify(response.body));
  return order;
}

describe('GET /api/new/service/admin/orders/:number', () => {
  before(loadFixtures);

  test('device, customer, fault, prices, the next moves, the status history and the e-mails sent', async () => {
    const order = await diagnosed('cz', 450_000);
    const response = await detail('cz', order.number.toLowerCase());
    assert.equal(response.status, 200, JSON.stringify(response.body));
    assert.equal(response.headers.get('cache-control'), 'no-store');
    const repair = serviceOrderDetailSchema.parse(response.body);
    assert.equal(repair.number, order.number);
    assert.equal(repair.status, 'diagnosed');
    assert.match(repair.device.name, /iPhone 16/);
    assert.equal(repair.device.identifier, '352099111234569', 'staff see the whole IMEI');
    assert.equal(repair.customer.email, order.email);
    assert.ok(repair.fault.length > 0);
    assert.equal(repair.handover, 'centre');
    assert.ok(repair.centre && repair.timeslot);
    assert.ok(repair.operations.length > 0);
    assert.deepEqual(repair.quote?.price, { amount: 450_000, currency: 'CZK' });
    assert.equal(repair.quote?.note, 'Vadný konektor.');
    assert.equal(repair.quotePending, true);
    assert.deepEqual(repair.moves, ['quote_approved', 'cancelled']);
    assert.equal(repair.canRequote, true);
    assert.deepEqual(
      repair.statusHistory.map((entry) => [entry.status, entry.by]),
      [
        ['booked', null],
        ['received', 'admin@example.cz'],
        ['diagnosed', 'admin@example.cz'],
      ],
    );
    assert.deepEqual(
      repair.emails.map((email) => [email.kind, email.recipient]),
      [
        ['booked', order.email],
        ['status', order.email],
        ['status', order.email],
      ],
    );
    const mails = await mailsTo(dataDir, order.email);
    assert.deepEqual(
      repair.emails.map((email) => email.subject),
      mails.map((mail) => mail.subject),
      'the e-mails listed are those sent',
    );
  });

  test('404 for an unknown number and for the other shop’s repair; staff only', async () => {
    const order = await book('ro');
    assert.equal((await detail('cz', order.number)).status, 404);
    assert.equal((await detail('cz', 'SV-2026-999999')).body.code, 'service_order_not_found');
    assert.equal((await detail('ro', order.number)).status, 200);
    assert.equal((await request(adminUrl('cz', order.number))).status, 401);
    for (const email of ['jana.novakova@example.cz', 'sklad@example.cz']) {
      const sid = await logIn(api.url, email);
      assert.equal((await detail('cz', order.number, sid)).status, 403, email);
      assert.equal(
        (await requote('cz', order.number, { quote_price: 1, note: 'x' }, sid)).status,
        403,
        email,
      );
    }
  });
});

describe('POST /api/new/service/admin/orders/:number/quote', () => {
  before(loadFixtures);

  test('a new price with the technician’s note waits for approval again; history, audit and e-mail', async () => {
    const order = await diagnosed('cz', 450_000);
    assert.equal((await move('cz', order.number, { status: 'quote_approved' })).status, 200);
    const response = await requote('cz', order.number, {
      quote_price: 520_000,
      note: '  Také prasklé sklo fotoaparátu.  ',
    });
    assert.equal(response.status, 200, JSON.stringify(response.body));
    assert.equal(response.body.status, 'diagnosed');
    assert.deepEqual(response.body.quote, {
      price: { amount: 520_000, currency: 'CZK' },
      note: 'Také prasklé sklo fotoaparátu.',
      approvedAt: null,
    });
    assert.equal(response.body.quotePending, true);
    assert.deepEqual(response.body.statusHistory.at(-1).note, 'Také prasklé sklo fotoaparátu.');
    assert.equal(response.body.emails.at(-1).kind, 'requote');

    const mail = (await mailsTo(dataDir, order.email)).at(-1)!;
    assert.ok(mail.text.includes('Také prasklé sklo fotoaparátu.'), mail.text);
    assert.ok(mail.text.includes('schvalte'), 'the customer is asked to approve the new price');

    const history = await request(
      `${api.url}/api/new/admin/history/service-order/${encodeURIComponent(order.number)}`,
      { sid: staffSid.cz },
    );
    const [latest] = history.body.items;
    assert.equal(latest.action, 'requote');
    assert.equal(latest.actor, 'admin@example.cz');
    assert.deepEqual(latest.before, {
      status: 'quote_approved',
      quotePrice: 450_000,
      note: 'Vadný konektor.',
    });
    assert.deepEqual(latest.after, {
      status: 'diagnosed',
      quotePrice: 520_000,
      note: 'Také prasklé sklo fotoaparátu.',
    });
  });

  test('back to the booked price needs no approval; Romanian shop too', async () => {
    const order = await diagnosed('ro', 99_900);
    const booked = (await detail('ro', order.number)).body.bookedPrice.amount;
    const response = await requote('ro', order.number, {
      quote_price: booked,
      note: 'Piesa a fost în garanție.',
    });
    assert.equal(response.status, 200, JSON.stringify(response.body));
    assert.equal(response.body.status, 'quote_approved');
    assert.equal(response.body.quotePending, false);
    assert.ok(response.body.quote.approvedAt);
  });

  test('409 before the diagnosis or after the repair; 400 without a note or a price', async () => {
    const order = await book('cz');
    const early = await requote('cz', order.number, { quote_price: 10_000, note: 'Nový odhad.' });
    assert.equal(early.status, 409);
    assert.equal(early.body.code, 'requote_not_possible');
    assert.match(early.body.message, /Novou cenu lze zadat/);
    const noNote = await requote('cz', order.number, { quote_price: 10_000, note: '   ' });
    assert.equal(noNote.status, 400);
    assert.ok(noNote.body.errors.form.note);
    const noPrice = await requote('cz', order.number, { note: 'Nový odhad.' });
    assert.equal(noPrice.status, 400);
    assert.ok(noPrice.body.errors.form.quote_price);
    assert.equal((await requote('cz', 'SV-2026-999999', { quote_price: 1, note: 'x' })).status, 404);
  });
});
