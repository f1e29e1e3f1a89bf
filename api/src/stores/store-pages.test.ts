import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { localDay, shopTimeZone } from '../checkout/shop-time.ts';
import { logIn, request } from '../test-support/http.ts';
import { withFreshApp } from '../test-support/test-app.ts';
import { openStateAt } from './open-state.ts';

const api = withFreshApp(['cz', 'ro']);
const SHOWROOMS = '/api/new/stores/showrooms';
const ADMIN_STORES = '/api/new/admin/stores';
const week = ['mon', 'tue', 'wed', 'thu', 'fri'].map((day) => ({ day, opens: '09:00', closes: '19:00' })) as {
  day: 'mon';
  opens: string;
  closes: string;
}[];

function isoDay(day: { year: number; month: number; day: number }): string {
  return `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
}

describe('open now, in the shop time zone', () => {
  test('Christmas Eve (closed) on a Thursday: closed, opens on the next working day', () => {
    // 2026-12-24 10:00 in Prague is 09:00 UTC; the store is closed on the 24th, 25th and 26th.
    const exceptions = ['2026-12-24', '2026-12-25', '2026-12-26'].map((date) => ({
      date,
      closed: true,
      opens: null,
      closes: null,
      note: null,
    }));
    const state = openStateAt(new Date('2026-12-24T09:00:00Z'), 'Europe/Prague', week, exceptions);
    assert.deepEqual(state, {
      today: '2026-12-24',
      isOpen: false,
      closesAt: null,
      opensAt: { date: '2026-12-28', weekday: 'mon', time: '09:00' },
    });
    const dayBefore = openStateAt(new Date('2026-12-23T17:59:00Z'), 'Europe/Prague', week, exceptions);
    assert.deepEqual(dayBefore, { today: '2026-12-23', isOpen: true, closesAt: '19:00', opensAt: null });
  });

  test("the shop's wall clock decides, not UTC: 18:30 UTC is 20:30 in Bucharest (closed), 19:30 in Prague (closed)", () => {
    const at = new Date('2026-12-02T17:30:00Z');
    assert.equal(openStateAt(at, 'Europe/Prague', week, []).isOpen, true, '18:30 in Prague');
    assert.equal(openStateAt(at, 'Europe/Bucharest', week, []).isOpen, false, '19:30 in Bucharest');
  });

  test('New Year’s Eve keeps its own short hours', () => {
    const eve = [{ date: '2026-12-31', closed: false, opens: '09:00', closes: '14:00', note: 'Silvestr' }];
    assert.deepEqual(openStateAt(new Date('2026-12-31T12:00:00Z'), 'Europe/Prague', week, eve), {
      today: '2026-12-31',
      isOpen: true,
      closesAt: '14:00',
      opensAt: null,
    });
    assert.equal(openStateAt(new Date('2026-12-31T13:30:00Z'), 'Europe/Prague', week, eve).isOpen, false);
  });
});

describe('GET /api/new/stores/showrooms', () => {
  test('lists stores and centres with photo, services, contacts, hours, exceptions and directions', async () => {
    const { status, body } = await request(`${api.apps.cz.url}${SHOWROOMS}`);
    assert.equal(status, 200);
    assert.deepEqual(body.map, { tileUrl: null });
    const flagship = body.items.find((store: { slug: string }) => store.slug === 'praha-vaclavske-namesti');
    assert.deepEqual(flagship.services, ['sale', 'buyout', 'service']);
    assert.equal(flagship.email, 'praha.vaclavak@example.cz');
    assert.equal(flagship.photoUrl, `${SHOWROOMS}/praha-vaclavske-namesti/photo.svg`);
    assert.match(
      flagship.directionsUrl,
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=50\.0819,14\.4262$/,
    );
    assert.equal(typeof flagship.openState.isOpen, 'boolean');
    assert.ok(!body.items.some((store: { slug: string }) => store.slug.endsWith('-pup')), 'no pickup points');
    const photo = await fetch(`${api.apps.cz.url}${flagship.photoUrl}`);
    assert.equal(photo.status, 200);
    assert.match(photo.headers.get('content-type') ?? '', /^image\/svg\+xml/);
    assert.match(await photo.text(), /Praha/);
  });

  test('filters by service', async () => {
    const { body } = await request(`${api.apps.ro.url}${SHOWROOMS}?service=service`);
    assert.ok(body.items.length >= 2);
    assert.ok(body.items.every((store: { services: string[] }) => store.services.includes('service')));
    assert.equal((await request(`${api.apps.ro.url}${SHOWROOMS}?service=lunch`)).status, 400);
  });

  test("a holiday written for today closes the store today, in the shop's zone", async () => {
    const today = isoDay(localDay(new Date(), 0, shopTimeZone.cz));
    await api.db
      .updateTable('stores')
      .set({
        opening_exceptions: JSON.stringify([
          { date: today, closed: true, opens: null, closes: null, note: 'Svátek' },
        ]),
      })
      .where('slug', '=', 'brno-namesti-svobody')
      .execute();
    const { body } = await request(`${api.apps.cz.url}${SHOWROOMS}/brno-namesti-svobody`);
    assert.equal(body.openState.isOpen, false);
    assert.equal(body.openState.today, today);
    assert.ok(body.openState.opensAt.date > today, 'opens on a later day');
    assert.deepEqual(body.exceptions[0], {
      date: today,
      closed: true,
      opens: null,
      closes: null,
      note: 'Svátek',
    });
    assert.match(body.description, /Brn/);
  });

  test('an unknown store is 404', async () => {
    const response = await request(`${api.apps.cz.url}${SHOWROOMS}/neexistuje`);
    assert.equal(response.status, 404);
    assert.equal(response.body.code, 'store_not_found');
  });
});

describe('GET /api/new/stores/showrooms/nearest', () => {
  test('by postcode: 779 00 (Olomouc) finds Brno and Ostrava first', async () => {
    const { status, body } = await request(`${api.apps.cz.url}${SHOWROOMS}/nearest?q=779%2000`);
    assert.equal(status, 200);
    assert.equal(body.origin.label, 'Olomouc');
    assert.ok(['Brno', 'Ostrava'].includes(body.items[0].city), body.items[0].city);
    const distances = body.items.map((store: { distanceKm: number }) => store.distanceKm);
    assert.deepEqual(
      distances,
      [...distances].sort((a, b) => a - b),
    );
  });

  test('by town, without diacritics: "plzen" finds the Plzeň store first', async () => {
    const { body } = await request(`${api.apps.cz.url}${SHOWROOMS}/nearest?q=plzen`);
    assert.equal(body.origin.label, 'Plzeň');
    assert.equal(body.items[0].slug, 'plzen-namesti-republiky');
    assert.ok(body.items[0].distanceKm < 2);
  });

  test('by coordinates (the browser position): near Timișoara', async () => {
    const { body } = await request(`${api.apps.ro.url}${SHOWROOMS}/nearest?lat=45.75&lng=21.23`);
    assert.equal(body.items[0].city, 'Timișoara');
  });

  test('by a Romanian postcode: 400 (Cluj) and a service filter', async () => {
    const { body } = await request(`${api.apps.ro.url}${SHOWROOMS}/nearest?q=400123&service=buyout`);
    assert.equal(body.origin.label, 'Cluj-Napoca');
    assert.equal(body.items[0].city, 'Cluj-Napoca');
    assert.ok(body.items.every((store: { services: string[] }) => store.services.includes('buyout')));
  });

  test('an unknown place or no input is a field error at q', async () => {
    const unknown = await request(`${api.apps.cz.url}${SHOWROOMS}/nearest?q=Atlantida`);
    assert.equal(unknown.status, 400);
    assert.equal(unknown.body.code, 'place_not_found');
    assert.match(unknown.body.errors.query.q[0], /PSČ/);
    const none = await request(`${api.apps.cz.url}${SHOWROOMS}/nearest`);
    assert.equal(none.status, 400);
    assert.ok(none.body.errors.query.q);
    assert.equal((await request(`${api.apps.cz.url}${SHOWROOMS}/nearest?lat=123&lng=1`)).status, 400);
  });
});

describe('staff edit of the stores', () => {
  test('staff save hours, an exception and services; the storefront shows them; audited', async () => {
    const sid = await logIn(api.apps.ro.url, 'admin@example.ro');
    const list = await request(`${api.apps.ro.url}${ADMIN_STORES}`, { sid });
    assert.equal(list.status, 200);
    const store = list.body.items.find((item: { slug: string }) => item.slug === 'iasi-palas');
    const input = {
      openingHours: [{ day: 'mon', opens: '10:00', closes: '18:00' }],
      exceptions: [{ date: '2027-01-24', closed: true, opens: null, closes: null, note: 'Ziua Unirii' }],
      services: ['sale', 'service'],
      photoUrl: null,
      email: 'iasi.nou@example.ro',
      description: 'Magazin renovat.',
    };
    const saved = await request(`${api.apps.ro.url}${ADMIN_STORES}/${store.id}`, {
      method: 'PUT',
      sid,
      json: input,
    });
    assert.equal(saved.status, 200);
    assert.deepEqual(saved.body.services, ['sale', 'service']);
    assert.equal(saved.headers.get('x-cache-purge-keys'), 'stores', 'the cached stores pages are purged');
    const page = await request(`${api.apps.ro.url}${SHOWROOMS}/iasi-palas`);
    assert.equal(page.body.email, 'iasi.nou@example.ro');
    assert.deepEqual(page.body.openingHours, input.openingHours);
    const audit = await api.db
      .selectFrom('audit_log')
      .select(['action', 'actor_email'])
      .where('entity', '=', 'store')
      .where('entity_id', '=', String(store.id))
      .execute();
    assert.deepEqual(audit, [{ action: 'update', actor_email: 'admin@example.ro' }]);
  });

  test('closing before opening is a field error', async () => {
    const sid = await logIn(api.apps.cz.url, 'admin@example.cz');
    const { body: list } = await request(`${api.apps.cz.url}${ADMIN_STORES}`, { sid });
    const response = await request(`${api.apps.cz.url}${ADMIN_STORES}/${list.items[0].id}`, {
      method: 'PUT',
      sid,
      json: {
        openingHours: [],
        exceptions: [{ date: '2027-01-02', closed: false, opens: '15:00', closes: '10:00', note: null }],
        services: [],
        photoUrl: null,
        email: null,
        description: '',
      },
    });
    assert.equal(response.status, 400);
    assert.ok(response.body.errors.form['exceptions.0.closes']);
  });

  test('customers, the warehouse and visitors are refused', async () => {
    const customer = await logIn(api.apps.cz.url, 'jana.novakova@example.cz');
    const warehouse = await logIn(api.apps.cz.url, 'sklad@example.cz');
    assert.equal((await request(`${api.apps.cz.url}${ADMIN_STORES}`, { sid: customer })).status, 403);
    assert.equal((await request(`${api.apps.cz.url}${ADMIN_STORES}`, { sid: warehouse })).status, 403);
    assert.equal((await request(`${api.apps.cz.url}${ADMIN_STORES}`)).status, 401);
    const put = await request(`${api.apps.cz.url}${ADMIN_STORES}/1`, {
      method: 'PUT',
      sid: customer,
      json: {},
    });
    assert.equal(put.status, 403);
  });
});

describe('GET /api/new/stores/contacts', () => {
  test("the shop's company, as the invoices name it", async () => {
    const cz = await request(`${api.apps.cz.url}/api/new/stores/contacts`);
    assert.deepEqual(cz.body, {
      name: 'Mobilní svět s.r.o.',
      address: 'Václavské náměstí 792/26, 110 00 Praha 1',
      registration: 'IČO: 12345679, DIČ: CZ12345679',
      hotline: '+420 800 100 200',
      email: 'obchod@example.cz',
    });
    const ro = await request(`${api.apps.ro.url}/api/new/stores/contacts`);
    assert.equal(ro.body.name, 'Lumea Mobilă S.R.L.');
  });
});
