import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { request } from '../test-support/http.ts';
import { withFreshApp } from '../test-support/test-app.ts';
import { STORES_PATH } from './routes.ts';

const api = withFreshApp(['cz', 'ro']);

describe('GET /api/new/stores/stores/service-center/service-buyout-centers/', () => {
  test('is served at its literal path, publicly', async () => {
    assert.equal(STORES_PATH, '/api/new/stores/stores/service-center/service-buyout-centers/');
    const response = await request(`${api.apps.cz.url}${STORES_PATH}`);
    assert.equal(response.status, 200);
    assert.ok(Array.isArray(response.body));
    assert.equal(
      (await request(`${api.apps.cz.url}${STORES_PATH.slice(0, -1)}`)).status,
      200,
      'also without the trailing slash',
    );
  });

  test('lists Czech stores, buyout and service centres with address, coordinates and opening hours', async () => {
    const { body } = await request(`${api.apps.cz.url}${STORES_PATH}`);
    assert.deepEqual(
      new Set(body.map((s: { kind: string }) => s.kind)),
      new Set(['store', 'buyout', 'service']),
    );
    const cities = new Set(body.map((s: { city: string }) => s.city));
    for (const city of ['Praha', 'Brno', 'Ostrava', 'Plzeň']) assert.ok(cities.has(city), city);
    const wenceslas = body.find((s: { street: string }) => s.street === 'Václavské náměstí 792/26');
    assert.deepEqual(Object.keys(wenceslas).sort(), [
      'city',
      'country',
      'id',
      'kind',
      'latitude',
      'longitude',
      'name',
      'openingHours',
      'phone',
      'postcode',
      'street',
    ]);
    assert.equal(wenceslas.country, 'CZ');
    assert.equal(wenceslas.postcode, '110 00');
    assert.ok(Math.abs(wenceslas.latitude - 50.08) < 0.01 && Math.abs(wenceslas.longitude - 14.43) < 0.01);
    assert.deepEqual(wenceslas.openingHours[0], { day: 'mon', opens: '09:00', closes: '19:00' });
    assert.match(wenceslas.phone, /^\+420 \d{3} \d{3} \d{3}$/);
  });

  test('lists the Romanian places in the Romanian shop, without pickup points', async () => {
    const { body } = await request(`${api.apps.ro.url}${STORES_PATH}`);
    const cities = new Set(body.map((s: { city: string }) => s.city));
    for (const city of ['București', 'Cluj-Napoca', 'Iași', 'Timișoara']) assert.ok(cities.has(city), city);
    assert.ok(body.every((s: { country: string }) => s.country === 'RO'));
    assert.ok(!cities.has('Praha'));
    const pickupPoints = await api.db
      .selectFrom('stores')
      .select('name')
      .where('kind', '=', 'pickup_point')
      .where('shop', '=', 'ro')
      .execute();
    assert.ok(pickupPoints.length > 0);
    const names = new Set(body.map((s: { name: string }) => s.name));
    for (const pickup of pickupPoints) assert.ok(!names.has(pickup.name), pickup.name);
  });
});
