import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { cartWith, stockedProduct } from '../orders/order-test-support.ts';
import { orderTokenOf } from '../orders/order-tokens.ts';
import type { InstallmentProvider } from '../payments/installment-provider.ts';
import { AppError } from '../platform/errors.ts';
import { request } from '../test-support/http.ts';
import { withFreshApp } from '../test-support/test-app.ts';
import { installmentOffersFor } from './installment-offers.ts';
import { testModeLiftago } from './liftago.ts';
import { timeslotsOf } from './timeslots.ts';

const api = withFreshApp(['cz', 'ro']);
const CHECKOUT = '/api/new/checkout';
const cz = () => api.apps.cz.url;
const ro = () => api.apps.ro.url;
const PHONE: [number, number] = [500_000, 2_000_000];

describe('deliveries', () => {
  test('Czech methods with their carriers and prices; stores with the cart’s stock and pickup windows', async () => {
    const product = await stockedProduct(api.db, 'cz', 2, PHONE);
    const sid = await cartWith(cz(), product.id);
    const response = await request(`${cz()}${CHECKOUT}/deliveries`, { sid });
    assert.equal(response.status, 200);
    const { methods, stores, testMode } = response.body;
    assert.equal(testMode, true);
    assert.deepEqual(
      methods.map((m: { type: string; carrier: string; price: { amount: number } }) => [
        m.type,
        m.carrier,
        m.price.amount,
      ]),
      [
        ['store', 'Mobilní svět', 0],
        ['pickup_point', 'Zásilkovna', 7_900],
        ['courier', 'PPL', 12_900],
        ['express', 'Liftago', 19_900],
      ],
    );
    // The piece sits in the first Prague store only.
    const stocked = stores.filter((s: { allInStock: boolean }) => s.allInStock);
    assert.equal(stocked.length, 1);
    assert.equal(stocked[0].readyInMinutes, 30);
    assert.equal(methods[3].available, true, 'express: all in stock in a Prague store');
    const elsewhere = stores.find((s: { allInStock: boolean }) => !s.allInStock);
    assert.equal(elsewhere.readyInMinutes, null);

    const now = Date.now();
    for (const slot of stocked[0].timeslots) {
      assert.match(slot.from, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[12]:00$/);
      assert.equal(Date.parse(slot.to) - Date.parse(slot.from), 2 * 3_600_000);
      assert.ok(Date.parse(slot.from) >= now + 29 * 60_000);
    }
    assert.ok(stocked[0].timeslots.length > 0);
    assert.ok(
      Date.parse(elsewhere.timeslots[0].from) >= now + 2 * 24 * 3_600_000 - 60_000,
      'shipped in later',
    );
  });

  test('Romanian methods have no express', async () => {
    const response = await request(`${ro()}${CHECKOUT}/deliveries`);
    assert.deepEqual(
      response.body.methods.map((m: { carrier: string; price: { amount: number; currency: string } }) => [
        m.carrier,
        m.price.amount,
        m.price.currency,
      ]),
      [
        ['Lumea Mobilă', 0, 'RON'],
        ['Sameday easybox', 1_200, 'RON'],
        ['FAN Courier', 2_000, 'RON'],
      ],
    );
    assert.ok(response.body.stores.length > 0);
  });

  test('pickup windows lie within opening hours, the first no sooner than 30 minutes from now', () => {
    // Thursday 15 January 2026, 09:45 in Prague (UTC+1).
    const now = new Date('2026-01-15T08:45:00Z');
    const hours = [{ day: 'thu' as const, opens: '09:00', closes: '19:00' }];
    const slots = timeslotsOf('cz', hours, now);
    assert.deepEqual(slots[0], { from: '2026-01-15T11:00:00+01:00', to: '2026-01-15T13:00:00+01:00' });
    assert.equal(slots.at(-1)?.to, '2026-01-15T19:00:00+01:00');
    assert.equal(slots.length, 4);
    const summer = timeslotsOf(
      'ro',
      [{ day: 'mon', opens: '10:00', closes: '12:00' }],
      new Date('2026-07-06T05:00:00Z'),
    );
    assert.deepEqual(summer, [{ from: '2026-07-06T10:00:00+03:00', to: '2026-07-06T12:00:00+03:00' }]);
  });
});

describe('dispensing places', () => {
  test('finds "110 00" and "11000" alike, ignores accents and lists congested points as unavailable', async () => {
    const spaced = await request(
      `${cz()}${CHECKOUT}/dispensing-places?search=${encodeURIComponent('110 00')}`,
    );
    assert.equal(spaced.status, 200);
    assert.ok(spaced.body.places.length >= 1);
    assert.ok(spaced.body.places.every((p: { postcode: string }) => p.postcode === '110 00'));
    const joined = await request(`${cz()}${CHECKOUT}/dispensing-places?search=11000`);
    assert.deepEqual(joined.body.places, spaced.body.places);

    const plzen = await request(`${cz()}${CHECKOUT}/dispensing-places?search=plzen`);
    assert.ok(plzen.body.places.length >= 2);
    assert.ok(plzen.body.places.every((p: { city: string }) => p.city === 'Plzeň'));

    const vinohradska = await request(`${cz()}${CHECKOUT}/dispensing-places?search=vinohradska`);
    assert.equal(vinohradska.body.places[0].available, false);

    const limited = await request(`${cz()}${CHECKOUT}/dispensing-places?search=praha&limit=3`);
    assert.equal(limited.body.places.length, 3);
    const ro = await request(
      `${api.apps.ro.url}${CHECKOUT}/dispensing-places?search=${encodeURIComponent('Iași')}`,
    );
    assert.ok(ro.body.places.every((p: { network: string }) => p.network === 'Sameday easybox'));
    assert.ok(ro.body.places.length >= 2);
  });

  test('refuses a limit outside 1..50', async () => {
    for (const limit of ['0', '51', 'x']) {
      const response = await request(`${cz()}${CHECKOUT}/dispensing-places?limit=${limit}`);
      assert.equal(response.status, 400, limit);
      assert.ok(response.body.errors.query.limit);
    }
  });
});

describe('Liftago check', () => {
  const prague = { address: 'Korunní 1208/74', city: 'Praha 2', postcode: '120 00' };

  test('test mode serves Prague addresses in service hours only', () => {
    const noon = new Date('2026-01-15T11:00:00Z');
    assert.deepEqual(testModeLiftago.quote('cz', prague, noon), {
      available: true,
      price: 19_900,
      etaMinutes: 90,
      testMode: true,
    });
    assert.equal(testModeLiftago.quote('cz', { ...prague, city: 'Brno', postcode: '602 00' }, noon), null);
    assert.equal(testModeLiftago.quote('cz', prague, new Date('2026-01-15T21:30:00Z')), null);
    assert.equal(testModeLiftago.quote('ro', prague, noon), null);
  });

  test('answers 409 delivery_unavailable outside Prague and 400 for an invalid address', async () => {
    const brno = await request(`${cz()}${CHECKOUT}/liftago-check`, {
      json: { delivery_address: { address: 'Masarykova 31', city: 'Brno', postcode: '602 00' } },
    });
    assert.equal(brno.status, 409);
    assert.equal(brno.body.code, 'delivery_unavailable');
    assert.match(brno.body.message, /^Omlouváme se, vybraný způsob doručení momentálně není dostupný/);
    const invalid = await request(`${cz()}${CHECKOUT}/liftago-check`, {
      json: { delivery_address: { city: '' } },
    });
    assert.equal(invalid.status, 400);
    assert.ok(invalid.body.errors.delivery_address);
    const inPrague = await request(`${cz()}${CHECKOUT}/liftago-check`, {
      json: { delivery_address: prague },
    });
    const open = testModeLiftago.quote('cz', prague, new Date()) !== null;
    assert.equal(inPrague.status, open ? 200 : 409);
  });
});

describe('payments, installments and the summary', () => {
  test('payments go with the delivery; installments from the minimum; Twisto in Czechia only', async () => {
    const product = await stockedProduct(api.db, 'cz', 2, [100_000, 250_000]);
    const sid = await cartWith(cz(), product.id);
    const types = async (delivery: string, base = cz(), session = sid) =>
      (await request(`${base}${CHECKOUT}/payments?delivery=${delivery}`, { sid: session })).body.methods;
    const courier = await types('courier');
    assert.deepEqual(
      courier.map((m: { type: string }) => m.type),
      ['card', 'google_pay', 'apple_pay', 'cash_on_delivery', 'installments', 'twisto'],
    );
    assert.equal(courier.find((m: { type: string }) => m.type === 'cash_on_delivery').fee.amount, 3_900);
    const installments = courier.find((m: { type: string }) => m.type === 'installments');
    assert.equal(installments.available, false, 'below 3 000 Kč');
    assert.ok(courier.every((m: { testMode: boolean }) => m.testMode));
    assert.ok((await types('store')).some((m: { type: string }) => m.type === 'cash_in_store'));
    assert.deepEqual(
      (await types('express')).map((m: { type: string }) => m.type),
      ['card', 'google_pay', 'apple_pay'],
    );
    const roMethods = await types('pickup_point', ro(), undefined as unknown as string);
    assert.ok(!roMethods.some((m: { type: string }) => m.type === 'twisto'));
    const invalid = await request(`${cz()}${CHECKOUT}/payments?delivery=drone`);
    assert.equal(invalid.status, 400);
  });

  test('installment options for the cart, with barem, count, monthly and APR', async () => {
    const product = await stockedProduct(api.db, 'cz', 2, [900_000, 5_000_000]);
    const sid = await cartWith(cz(), product.id);
    const response = await request(`${cz()}${CHECKOUT}/installments/best-options`, { sid });
    assert.equal(response.status, 200);
    const [first] = response.body.options;
    assert.equal(first.count, 10);
    assert.equal(first.apr, 0);
    assert.equal(first.monthly.amount, Math.ceil(product.price / 10 / 100) * 100);
    assert.equal(first.testMode, true);
    assert.ok(response.body.options.length >= 2);
    const empty = await request(`${cz()}${CHECKOUT}/installments/best-options`);
    assert.deepEqual(empty.body.options, []);
  });

  test('a failing installment provider is a 502 installments_failed', () => {
    const broken: InstallmentProvider = {
      name: 'Broken',
      testMode: true,
      limits: () => ({ min: 0, max: Number.MAX_SAFE_INTEGER }),
      optionsFor: () => {
        throw new Error('timeout');
      },
    };
    assert.throws(
      () => installmentOffersFor('cz', 1_000_000, broken),
      (error: unknown) =>
        error instanceof AppError &&
        error.status === 502 &&
        error.code === 'installments_failed' &&
        error.message === 'Omlouváme se, ale výpočet splátek se nezdařil.',
    );
  });

  test('the summary adds the delivery and the payment fee to the server-priced cart', async () => {
    const product = await stockedProduct(api.db, 'cz', 2, PHONE, 1);
    const sid = await cartWith(cz(), product.id, 2);
    const response = await request(`${cz()}${CHECKOUT}/summary?delivery=courier&payment=cash_on_delivery`, {
      sid,
    });
    assert.equal(response.status, 200);
    const total = 2 * product.price + 12_900 + 3_900;
    assert.deepEqual(response.body.total, { amount: total, currency: 'CZK' });
    assert.equal(response.body.delivery.amount, 12_900);
    assert.equal(response.body.payment.amount, 3_900);
    assert.equal(response.body.vat.amount, Math.round((total * 21) / 121));
    const bare = await request(`${cz()}${CHECKOUT}/summary`, { sid });
    assert.equal(bare.body.total.amount, 2 * product.price);
  });
});

describe('seeded orders', () => {
  test('carry checkout details and open with their token', async () => {
    const seeded = await api.db
      .selectFrom('orders')
      .selectAll()
      .where('number', '=', 'CZ26000005')
      .executeTakeFirstOrThrow();
    assert.ok(seeded.email && seeded.billing_address && seeded.payment_type && seeded.delivery_type);
    assert.equal(seeded.delivery_status, 'delivered');
    assert.ok(seeded.delivered_at);
    const token = orderTokenOf({}, seeded.number);
    const response = await request(
      `${cz()}/api/new/orders/status?number=${seeded.number}&token=${encodeURIComponent(token)}`,
    );
    assert.equal(response.status, 200, JSON.stringify(response.body));
    assert.equal(response.body.status, 'delivered');
    assert.ok(response.body.items.length > 0);
    assert.ok(response.body.invoiceUrl);
    const points = await api.db.selectFrom('pickup_points').select(['shop', 'is_congested']).execute();
    for (const shop of ['cz', 'ro']) {
      const ofShop = points.filter((p) => p.shop === shop);
      assert.ok(ofShop.length >= 20, shop);
      assert.ok(
        ofShop.some((p) => p.is_congested),
        shop,
      );
    }
  });
});
