import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { ShopCode } from 'shared-domain';
import type { Timeslot } from 'shared-domain/contracts';
import { validationMessages } from 'shared-domain/validation';
import { logIn, request, sessionCookie } from '../test-support/http.ts';
import { mailsTo } from '../test-support/outbox.ts';
import { withFreshApp } from '../test-support/test-app.ts';
import {
  bookingBody,
  customerOf,
  ORDERS_URL,
  priceOf,
  serviceCentre,
  serviceDevice,
  type TestDevice,
  VALID_SERIAL,
} from './booking-test-support.ts';
import { SERVICE_API } from './selector-routes.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'api-service-booking-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));

const api = withFreshApp(['cz', 'ro'], { config: { dataDir, publicUrl: 'https://shop.example' } });
const cs = validationMessages['cs-CZ'];
const ro = validationMessages['ro-RO'];
const shops = ['cz', 'ro'] as const;

const device = {} as Record<ShopCode, TestDevice>;
const centre = {} as Record<ShopCode, { id: number; timeslot: Timeslot }>;
let otherModelOperation: number;

/** The fixtures; loaded by each suite's before(), once the app has started. */
async function loadFixtures(): Promise<void> {
  if (device.cz) return;
  device.cz = await serviceDevice(api.db, 'apple-iphone-15');
  device.ro = await serviceDevice(api.db, 'samsung-galaxy-s24');
  otherModelOperation = (await serviceDevice(api.db, 'google-pixel-9')).operations[0].id;
  for (const shop of shops) centre[shop] = await serviceCentre(api.db, shop);
}

const book = (
  shop: ShopCode,
  overrides: Record<string, unknown> = {},
  options: { sid?: string; key?: string } = {},
) =>
  request(`${api.apps[shop].url}${ORDERS_URL}`, {
    json: bookingBody(shop, device[shop], centre[shop], overrides),
    sid: options.sid,
    headers: options.key ? { 'Idempotency-Key': options.key } : undefined,
  });

const orderRow = (number: string) =>
  api.db.selectFrom('service_orders').selectAll().where('number', '=', number).executeTakeFirstOrThrow();

describe('POST /api/new/service/orders/: booking', () => {
  before(loadFixtures);
  for (const shop of shops) {
    test(`${shop}: books at a centre, prices on the server, numbers the order and e-mails a confirmation`, async () => {
      const email = `booked.${shop}@example.com`;
      const response = await book(shop, { email, price: 1, total: { amount: 1, currency: 'CZK' } });
      assert.equal(response.status, 201, JSON.stringify(response.body));
      const prefix = shop === 'cz' ? 'SV' : 'SR';
      assert.match(response.body.number, new RegExp(`^${prefix}-\\d{4}-\\d{6}$`));
      const currency = shop === 'cz' ? 'CZK' : 'RON';
      assert.deepEqual(response.body.total, { amount: priceOf(device[shop], shop), currency });
      const thankYou = shop === 'cz' ? '/servis/dekujeme/' : '/service/multumim/';
      assert.equal(response.body.thankYouUrl, `${thankYou}${response.body.number}`);
      assert.equal(response.headers.get('location'), response.body.thankYouUrl);

      const row = await orderRow(response.body.number);
      assert.equal(row.status, 'booked');
      assert.equal(row.booked_price, priceOf(device[shop], shop));
      assert.equal(row.user_id, null, 'an anonymous booking has no user');
      assert.equal(row.centre_id, centre[shop].id);
      assert.equal(row.pickup_address, null);
      const operations = await api.db
        .selectFrom('service_order_operations')
        .select(['operation_id', 'price'])
        .where('service_order_id', '=', row.id)
        .orderBy('operation_id')
        .execute();
      assert.equal(operations.length, 2);
      const history = await api.db
        .selectFrom('service_order_status_history')
        .select('status')
        .where('service_order_id', '=', row.id)
        .execute();
      assert.deepEqual(
        history.map((entry) => entry.status),
        ['booked'],
      );

      const [mail] = await mailsTo(dataDir, email);
      assert.ok(mail, 'confirmation sent');
      assert.match(mail.subject, new RegExp(response.body.number));
      assert.match(mail.text, /Apple iPhone 15|Samsung Galaxy S24/);
      const statusPath = shop === 'cz' ? '/servis/stav' : '/service/status';
      assert.ok(
        mail.text.includes(
          `https://shop.example${statusPath}?number=${response.body.number}&email=${encodeURIComponent(email)}`,
        ),
        mail.text,
      );
      assert.ok(mail.text.includes(shop === 'cz' ? 'Servisní centrum' : 'Centru de service'), mail.text);
    });
  }

  test('books a courier pickup by serial number, keeping only the address of the chosen hand-over', async () => {
    const response = await book('cz', {
      handover: 'courier',
      pickup_address: { street: 'Korunní 10', city: 'Praha', postcode: '12000' },
      identifier_kind: 'serial',
      imei: undefined,
      serial_number: 'f2lxk3abc123',
    });
    assert.equal(response.status, 201, JSON.stringify(response.body));
    const row = await orderRow(response.body.number);
    assert.equal(row.handover, 'courier');
    assert.equal(row.centre_id, null, 'the centre fields of the body are dropped');
    assert.equal(row.timeslot_from, null);
    assert.deepEqual(row.pickup_address, { street: 'Korunní 10', city: 'Praha', postcode: '120 00' });
    assert.equal(row.identifier_kind, 'serial');
    assert.equal(row.identifier, VALID_SERIAL);
  });

  test('a signed-in customer’s booking belongs to them', async () => {
    const sid = await logIn(api.apps.cz.url, 'jana.novakova@example.cz');
    const response = await book('cz', {}, { sid });
    assert.equal(response.status, 201);
    const user = await api.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'jana.novakova@example.cz')
      .executeTakeFirstOrThrow();
    assert.equal((await orderRow(response.body.number)).user_id, user.id);
  });

  test('numbers follow each other within the shop', async () => {
    const first = await book('ro');
    const second = await book('ro');
    const sequence = (number: string) => Number(number.split('-')[2]);
    assert.equal(sequence(second.body.number), sequence(first.body.number) + 1);
  });
});

describe('POST /api/new/service/orders/: validation', () => {
  before(loadFixtures);
  const rejects = async (
    shop: ShopCode,
    overrides: Record<string, unknown>,
    field: string,
    message?: string,
  ) => {
    const before = await api.db
      .selectFrom('service_orders')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    const response = await book(shop, overrides);
    assert.equal(response.status, 400, `${field}: ${JSON.stringify(response.body)}`);
    assert.ok(response.body.errors?.form?.[field], `${field}: ${JSON.stringify(response.body)}`);
    if (message) assert.deepEqual(response.body.errors.form[field], [message]);
    const after = await api.db
      .selectFrom('service_orders')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    assert.equal(after.count, before.count, 'nothing stored');
    return response.body;
  };

  test('IMEI: missing, wrong check digit, or a serial number that is too short', async () => {
    await rejects('cz', { imei: undefined }, 'imei', cs.required);
    await rejects('cz', { imei: '352099111234560' }, 'imei', cs.imei);
    await rejects('ro', { imei: '352099111234560' }, 'imei', ro.imei);
    await rejects(
      'cz',
      { identifier_kind: 'serial', serial_number: undefined },
      'serial_number',
      cs.required,
    );
    await rejects(
      'cz',
      { identifier_kind: 'serial', serial_number: 'AB1' },
      'serial_number',
      cs.serialNumber,
    );
    await rejects(
      'cz',
      { identifier_kind: 'serial', serial_number: 'ABC 123 !' },
      'serial_number',
      cs.serialNumber,
    );
  });

  test('a short fault description, no consent, no operations', async () => {
    await rejects('cz', { fault_description: 'Nejde' }, 'fault_description');
    await rejects('cz', { consent_terms: false }, 'consent_terms', cs.required);
    await rejects('cz', { consent_terms: undefined }, 'consent_terms', cs.required);
    await rejects('cz', { operation_ids: [] }, 'operation_ids', cs.required);
  });

  test('centre without a window, courier without an address', async () => {
    await rejects('cz', { timeslot: undefined }, 'timeslot', cs.required);
    await rejects('cz', { centre_id: undefined }, 'centre_id', cs.required);
    await rejects('cz', { handover: 'courier' }, 'pickup_address', cs.required);
  });

  test('a window the centre does not offer, an unknown centre, a store that is no service centre', async () => {
    const body = await rejects(
      'cz',
      { timeslot: { from: '2020-01-06T10:00:00+01:00', to: '2020-01-06T12:00:00+01:00' } },
      'timeslot',
    );
    assert.equal(body.code, 'timeslot_not_offered');
    assert.equal((await rejects('cz', { centre_id: 2_000_000_000 }, 'centre_id')).code, 'centre_not_found');
    const store = await api.db
      .selectFrom('stores')
      .select('id')
      .where('shop', '=', 'cz')
      .where('kind', '=', 'store')
      .executeTakeFirstOrThrow();
    assert.equal((await rejects('cz', { centre_id: store.id }, 'centre_id')).code, 'centre_not_found');
    assert.equal(
      (await rejects('ro', { centre_id: centre.cz.id }, 'centre_id')).code,
      'centre_not_found',
      'a centre of the other shop',
    );
  });

  test('an operation of another model, an unknown one, a colour of another model', async () => {
    const other = await rejects(
      'cz',
      { operation_ids: [device.cz.operations[0].id, otherModelOperation] },
      'operation_ids',
    );
    assert.equal(other.code, 'operations_invalid');
    await rejects('cz', { operation_ids: [2_000_000_000] }, 'operation_ids');
    await rejects('cz', { operation_ids: [device.ro.operations[0].id] }, 'operation_ids');
    const colour = await rejects('cz', { colour_id: await foreignColour() }, 'colour_id');
    assert.equal(colour.code, 'colour_invalid');
  });

  async function foreignColour(): Promise<number> {
    const row = await api.db
      .selectFrom('model_colours')
      .select('id')
      .where('model_id', '!=', device.cz.modelId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  test('postcode and phone follow the shop (a Czech postcode or phone in Romania is refused)', async () => {
    const courier = (postcode: string) => ({
      handover: 'courier',
      pickup_address: { street: 'Strada Lipscani 5', city: 'București', postcode },
    });
    await rejects('ro', courier('120 00'), 'pickup_address.postcode', ro.postcode);
    await rejects('cz', courier('020451'), 'pickup_address.postcode', cs.postcode);
    await rejects('ro', { phone: '+420 777 123 456' }, 'phone', ro.phone);
    await rejects('cz', { phone: customerOf.ro.phone }, 'phone', cs.phone);
    const ok = await book('ro', courier(customerOf.ro.postcode));
    assert.equal(ok.status, 201);
  });

  test('odd input never gives a 500', async () => {
    const url = `${api.apps.cz.url}${ORDERS_URL}`;
    for (const body of ['null', '[]', '"x"', '{"model_id":"1"}', '{"operation_ids":[1.5]}', '{bad json']) {
      const response = await request(url, { body });
      assert.equal(response.status, 400, body);
    }
    for (const overrides of [
      { model_id: 2_147_483_648 },
      { model_id: 2_000_000_000 },
      { operation_ids: [1, 1, 1] },
      { timeslot: { from: 'tomorrow', to: 'later' } },
      { pickup_address: 'here', handover: 'courier' },
      { email: 'x'.repeat(400) },
    ]) {
      const response = await book('cz', overrides);
      assert.ok(response.status === 400, `${JSON.stringify(overrides)} → ${response.status}`);
    }
  });

  test('the same operation twice is booked once', async () => {
    const [first] = device.cz.operations;
    const response = await book('cz', { operation_ids: [first.id, first.id] });
    assert.equal(response.status, 201);
    assert.equal(response.body.total.amount, first.priceCzk);
  });
});

describe('Idempotency-Key on the booking', () => {
  before(loadFixtures);
  test('the same key twice books one order and replays the answer', async () => {
    const email = 'idempotent@example.com';
    const first = await book('cz', { email }, { key: 'service-key-1' });
    // The key is bound to the visitor's session, which the first booking opened.
    const sid = sessionCookie(first.headers)?.value;
    const second = await book('cz', { email }, { key: 'service-key-1', sid });
    assert.equal(first.status, 201);
    assert.equal(second.status, 201);
    assert.equal(second.headers.get('idempotent-replayed'), 'true');
    assert.deepEqual(second.body, first.body);
    const rows = await api.db
      .selectFrom('service_orders')
      .select('number')
      .where('email', '=', email)
      .execute();
    assert.equal(rows.length, 1);
    assert.equal((await mailsTo(dataDir, email)).length, 1, 'one confirmation');
  });

  test('the same key with another body is refused; a malformed key is a 400', async () => {
    const sid = sessionCookie((await book('cz', {}, { key: 'service-key-2' })).headers)?.value;
    const other = await book(
      'cz',
      { fault_description: 'Úplně jiná závada na zařízení.' },
      { key: 'service-key-2', sid },
    );
    assert.equal(other.status, 409);
    assert.equal(other.body.code, 'idempotency_key_reused');
    const bad = await book('cz', {}, { key: 'with space' });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.code, 'invalid_idempotency_key');
  });
});

describe('GET /api/new/service/orders/mine/', () => {
  before(loadFixtures);
  test('lists only the signed-in customer’s open repairs, newest first; 401 anonymous', async () => {
    const anonymous = await request(`${api.apps.cz.url}${SERVICE_API}/orders/mine/`);
    assert.equal(anonymous.status, 401);
    const sid = await logIn(api.apps.cz.url, 'jana.novakova@example.cz');
    const latest = await book('cz', {}, { sid });
    await book('cz', { email: 'someone.else@example.com' });
    const response = await request(`${api.apps.cz.url}${SERVICE_API}/orders/mine/`, { sid });
    assert.equal(response.status, 200);
    const { orders } = response.body;
    assert.equal(orders[0].number, latest.body.number, 'newest first');
    const jana = await api.db
      .selectFrom('service_orders as o')
      .innerJoin('users as u', 'u.id', 'o.user_id')
      .select(['o.number', 'o.status'])
      .where('u.email', '=', 'jana.novakova@example.cz')
      .where('o.status', 'not in', ['collected', 'cancelled'])
      .execute();
    assert.deepEqual(
      orders.map((order: { number: string }) => order.number).sort(),
      jana.map((row) => row.number).sort(),
    );
    assert.ok(
      orders.every((order: { status: string }) => !['collected', 'cancelled'].includes(order.status)),
    );
    const ana = await logIn(api.apps.ro.url, 'ana.popescu@example.ro');
    const theirs = await request(`${api.apps.ro.url}${SERVICE_API}/orders/mine/`, { sid: ana });
    assert.ok(!theirs.body.orders.some((order: { number: string }) => order.number === latest.body.number));
  });
});
