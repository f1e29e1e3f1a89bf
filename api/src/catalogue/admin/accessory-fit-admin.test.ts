import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { logIn, request } from '../../test-support/http.ts';
import { withFreshApp } from '../../test-support/test-app.ts';
import { assertStaffOnly, auditRows, modelIdOf } from './master-data-test-support.ts';

const api = withFreshApp();
const BASE = '/api/new/catalogue/admin/accessory-fits';
let sid: string;

const call = (path: string, options: { method?: string; json?: unknown } = {}) =>
  request(`${api.url}${BASE}${path}`, { ...options, sid });

const modelId = (seoName: string) => modelIdOf(api.db, seoName);

describe('accessory fits', () => {
  before(async () => {
    sid = await logIn(api.url, 'admin@example.cz');
  });

  test('only staff reach them', async () => {
    await assertStaffOnly(api.url, BASE);
    await assertStaffOnly(api.url, `${BASE}/devices?q=iphone`);
    await assertStaffOnly(api.url, `${BASE}/1`, { method: 'PUT', json: { deviceIds: [] } });
  });

  test('a grid of accessories only, filtered by brand and name, paged', async () => {
    const page = await call('?pageSize=3&sort=name');
    assert.equal(page.status, 200);
    assert.equal(page.headers.get('cache-control'), 'no-store');
    assert.equal(page.body.items.length, 3);
    assert.ok(page.body.total >= 8);
    const brands = (await call('/brands')).body;
    const panzer = brands.find((brand: { name: string }) => brand.name === 'PanzerGlass');
    assert.ok(panzer);
    const filtered = (await call(`?brand=${panzer.id}`)).body;
    assert.equal(filtered.total, 2);
    assert.ok(filtered.items.every((row: { manufacturer: string }) => row.manufacturer === 'PanzerGlass'));
    const searchedResponse = await call('?q=adapter');
    assert.equal(searchedResponse.status, 200);
    const searched = searchedResponse.body;
    assert.deepEqual(searched.items.map((row: { name: string }) => row.name).sort(), [
      'Apple 20W USB-C Power Adapter',
      'Samsung 25W Super Fast Charging Adapter',
    ]);
    assert.equal((await call('?sort=price')).status, 400);
    assert.equal((await call('?pageSize=0')).status, 400);
  });

  test('sets the devices an accessory fits, audited; devices only', async () => {
    const charger = await modelId('apple-usb-c-20w-power-adapter');
    const iphone13 = await modelId('apple-iphone-13');
    const devices = (await call('/devices?q=iphone')).body;
    assert.ok(devices.some((device: { id: number }) => device.id === iphone13));
    assert.ok(devices.every((device: { typeName: string }) => device.typeName !== 'Příslušenství'));

    const seeded = (await call('?q=20W')).body.items[0].devices.map((device: { id: number }) => device.id);
    const set = await call(`/${charger}`, { method: 'PUT', json: { deviceIds: [iphone13, iphone13] } });
    assert.equal(set.status, 200, JSON.stringify(set.body));
    assert.deepEqual(set.body.devices, [
      { id: iphone13, name: 'Apple iPhone 13', typeName: 'Mobilní telefony' },
    ]);
    const row = (await call('?q=20W')).body.items[0];
    assert.deepEqual(row.devices, set.body.devices);
    const fits = await api.db
      .selectFrom('accessory_fits')
      .where('accessory_model_id', '=', charger)
      .selectAll()
      .execute();
    assert.deepEqual(fits, [{ accessory_model_id: charger, device_model_id: iphone13 }]);

    const cleared = await call(`/${charger}`, { method: 'PUT', json: { deviceIds: [] } });
    assert.deepEqual(cleared.body.devices, []);
    const audit = await auditRows(api.db, 'accessory-fit', charger);
    assert.deepEqual(
      audit.map((entry) => [entry.before, entry.after]),
      [
        [{ devices: seeded }, { devices: [iphone13] }],
        [{ devices: [iphone13] }, { devices: [] }],
      ],
    );

    const otherAccessory = await modelId('samsung-25w-travel-adapter');
    const notDevice = await call(`/${charger}`, { method: 'PUT', json: { deviceIds: [otherAccessory] } });
    assert.equal(notDevice.status, 409);
    assert.equal(notDevice.body.code, 'not_a_device');
    const notAccessory = await call(`/${iphone13}`, { method: 'PUT', json: { deviceIds: [] } });
    assert.equal(notAccessory.status, 404);
    assert.equal(notAccessory.body.code, 'not_an_accessory');
    const missing = await call(`/${charger}`, { method: 'PUT', json: { deviceIds: [2_000_000_000] } });
    assert.equal(missing.status, 404);
    assert.equal(missing.body.code, 'model_not_found');
    assert.equal((await call(`/${charger}`, { method: 'PUT', json: { deviceIds: 'all' } })).status, 400);
  });
});
