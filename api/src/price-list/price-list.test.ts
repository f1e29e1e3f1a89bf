import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { request } from '../test-support/http.ts';
import { withFreshApp } from '../test-support/test-app.ts';

const api = withFreshApp(['cz', 'ro']);
const PRICE_LIST = '/api/new/content/price-list';

describe('GET /api/new/content/price-list', () => {
  test('repair prices from the service operations and buyout prices from the current price list', async () => {
    const { status, body } = await request(`${api.apps.cz.url}${PRICE_LIST}`);
    assert.equal(status, 200);
    assert.ok(body.types.length >= 2);
    assert.ok(body.items.some((device: { repairs: unknown[] }) => device.repairs.length > 0));
    assert.ok(body.items.some((device: { buyout: unknown[] }) => device.buyout.length > 0));
    const model = await api.db
      .selectFrom('service_operations')
      .select(['model_id', 'price_czk'])
      .where('is_active', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const device = body.items.find((item: { modelId: number }) => item.modelId === model.model_id);
    assert.ok(
      device.repairs.some((repair: { price: { amount: number } }) => repair.price.amount === model.price_czk),
    );
    assert.ok(
      device.repairs.every((repair: { price: { currency: string } }) => repair.price.currency === 'CZK'),
    );
  });

  test('by device type and by name; Romanian prices in lei', async () => {
    const all = await request(`${api.apps.ro.url}${PRICE_LIST}`);
    const type = all.body.types[0].seoName;
    const byType = await request(`${api.apps.ro.url}${PRICE_LIST}?type=${type}`);
    assert.ok(byType.body.items.length > 0);
    assert.ok(byType.body.items.every((item: { type: { seoName: string } }) => item.type.seoName === type));
    const byName = await request(`${api.apps.ro.url}${PRICE_LIST}?q=iphone%2015`);
    assert.ok(byName.body.items.length > 0);
    assert.ok(byName.body.items.every((item: { name: string }) => /iphone 15/i.test(item.name)));
    const prices = byName.body.items.flatMap(
      (item: { repairs: { price: { currency: string } }[] }) => item.repairs,
    );
    assert.ok(prices.every((repair: { price: { currency: string } }) => repair.price.currency === 'RON'));
    const nothing = await request(`${api.apps.ro.url}${PRICE_LIST}?q=${encodeURIComponent('100% nic_')}`);
    assert.deepEqual(nothing.body.items, []);
    assert.equal((await request(`${api.apps.ro.url}${PRICE_LIST}?type=%00`)).status, 400);
  });
});
