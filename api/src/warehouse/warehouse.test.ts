import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { logIn, request } from '../test-support/http.ts';
import { startTestApp, withFreshApp } from '../test-support/test-app.ts';

const api = withFreshApp();

const summaryUrl = () => `${api.url}/api/new/warehouse/stock-summary`;

describe('GET /api/new/warehouse/stock-summary', () => {
  test('answers 401 to an anonymous caller', async () => {
    const response = await request(summaryUrl());
    assert.equal(response.status, 401);
    assert.equal(response.body.code, 'authentication_required');
  });

  test('answers 403 to customers', async () => {
    for (const email of ['jana.novakova@example.cz', 'nakup@firma-example.cz']) {
      const response = await request(summaryUrl(), { sid: await logIn(api.url, email) });
      assert.equal(response.status, 403, email);
      assert.equal(response.body.code, 'forbidden');
    }
  });

  test('answers the warehouse role the stock of every Czech sales store, matching the stock table', async () => {
    const response = await request(summaryUrl(), { sid: await logIn(api.url, 'sklad@example.cz') });
    assert.equal(response.status, 200);
    assert.equal(response.body.length, 5);
    const rows = await api.db
      .selectFrom('stock')
      .innerJoin('stores', 'stores.id', 'stock.store_id')
      .select(['stores.id', 'stock.quantity'])
      .where('stores.shop', '=', 'cz')
      .execute();
    for (const store of response.body) {
      const ofStore = rows.filter((row) => row.id === store.storeId && row.quantity > 0);
      assert.equal(store.skus, ofStore.length, store.storeName);
      assert.equal(
        store.units,
        ofStore.reduce((sum, row) => sum + row.quantity, 0),
        store.storeName,
      );
      assert.ok(store.units > 0);
      assert.match(store.storeName, /^Mobilní svět /);
    }
  });

  test('answers staff as well', async () => {
    const response = await request(summaryUrl(), { sid: await logIn(api.url, 'admin@example.cz') });
    assert.equal(response.status, 200);
    assert.equal(response.body.length, 5);
  });

  test('answers the Romanian warehouse role with the Romanian stores only', async () => {
    const ro = await startTestApp(api.db, { shop: 'ro' });
    try {
      const response = await request(`${ro.url}/api/new/warehouse/stock-summary`, {
        sid: await logIn(ro.url, 'depozit@example.ro'),
      });
      assert.equal(response.status, 200);
      assert.ok(response.body.every((s: { storeName: string }) => s.storeName.startsWith('Lumea Mobilă ')));
    } finally {
      await ro.close();
    }
  });
});
