import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { logIn, request } from '../test-support/http.ts';
import { withFreshApp } from '../test-support/test-app.ts';

// The staff changes that existed before the audit trail now write it too: each one shows in the
// entity's History with who did it and what it was before and after.

const dataDir = mkdtempSync(join(tmpdir(), 'api-audit-retrofit-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));
const api = withFreshApp(['cz'], { config: { dataDir } });

let sid = '';

async function latestHistory(entity: string, id: string | number) {
  const response = await request(`${api.url}/api/new/admin/history/${entity}/${id}`, { sid });
  assert.equal(response.status, 200);
  return response.body.items[0];
}

/** The first cz buyout in the status (the seed has one created and one inspected). */
async function buyoutIn(status: 'created' | 'inspected' | 'requoted') {
  const row = await api.db
    .selectFrom('buyouts')
    .select(['id', 'price'])
    .where('shop', '=', 'cz')
    .where('status', '=', status)
    .orderBy('id')
    .executeTakeFirst();
  assert.ok(row, `the seed has a cz buyout in status ${status}`);
  return row;
}

describe('audit of the staff changes made before the back office', () => {
  before(async () => {
    sid = await logIn(api.url, 'admin@example.cz');
  });

  test('a buyout status change shows in its History', async () => {
    const buyout = await buyoutIn('created');
    const response = await request(`${api.url}/api/new/buyout/admin/buyouts/${buyout.id}/status`, {
      sid,
      json: { status: 'device_received', note: 'Přišlo poštou.' },
    });
    assert.equal(response.status, 200);
    const entry = await latestHistory('buyout', buyout.id);
    assert.equal(entry.actor, 'admin@example.cz');
    assert.equal(entry.action, 'change-status');
    assert.deepEqual(entry.before, { status: 'created', price: buyout.price });
    assert.deepEqual(entry.after, { status: 'device_received', price: buyout.price, note: 'Přišlo poštou.' });
  });

  test('a buyout re-quote shows the old and the new price', async () => {
    const buyout = await buyoutIn('inspected');
    const newPrice = Math.max(1, buyout.price - 500);
    const response = await request(`${api.url}/api/new/buyout/admin/buyouts/${buyout.id}/status`, {
      sid,
      json: { status: 'requoted', price: newPrice },
    });
    assert.equal(response.status, 200);
    const entry = await latestHistory('buyout', buyout.id);
    assert.equal(entry.action, 'requote');
    assert.deepEqual(entry.before, { status: 'inspected', price: buyout.price });
    assert.deepEqual(entry.after, { status: 'requoted', price: newPrice });
  });

  test('a refused change writes nothing', async () => {
    const buyout = await buyoutIn('requoted'); // the re-quote above made it
    const before = await request(`${api.url}/api/new/admin/history/buyout/${buyout.id}`, { sid });
    const refused = await request(`${api.url}/api/new/buyout/admin/buyouts/${buyout.id}/status`, {
      sid,
      json: { status: 'paid' },
    });
    assert.equal(refused.status, 409);
    const afterwards = await request(`${api.url}/api/new/admin/history/buyout/${buyout.id}`, { sid });
    assert.equal(afterwards.body.total, before.body.total);
  });

  test('a repair status change shows in the History of the service order, by its number', async () => {
    const order = await api.db
      .selectFrom('service_orders')
      .select(['number', 'quote_price'])
      .where('shop', '=', 'cz')
      .where('status', '=', 'booked')
      .orderBy('id')
      .executeTakeFirst();
    assert.ok(order, 'the seed has a booked cz repair');
    const response = await request(
      `${api.url}/api/new/service/admin/orders/${encodeURIComponent(order.number)}/status`,
      { sid, json: { status: 'received' } },
    );
    assert.equal(response.status, 200);
    const entry = await latestHistory('service-order', order.number);
    assert.equal(entry.action, 'change-status');
    assert.deepEqual(entry.before, { status: 'booked', quotePrice: order.quote_price });
    assert.deepEqual(entry.after, { status: 'received', quotePrice: order.quote_price });
  });

  test('a review edited and approved by staff shows both changes', async () => {
    const review = await api.db
      .selectFrom('product_reviews')
      .select(['id', 'text', 'status'])
      .where('shop', '=', 'cz')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const edited = await request(`${api.url}/api/new/product-reviews/admin/update/${review.id}/`, {
      method: 'PATCH',
      sid,
      json: { text: 'Text upravený moderátorem, bez vulgarit.', status: 'pending' },
    });
    assert.equal(edited.status, 200);
    const update = await latestHistory('review', review.id);
    assert.equal(update.action, 'update');
    assert.equal(update.before.text, review.text);
    assert.equal(update.after.text, 'Text upravený moderátorem, bez vulgarit.');
    assert.equal(update.after.status, 'pending');

    const approved = await request(`${api.url}/api/new/product-reviews/admin/approve/${review.id}/`, {
      method: 'PATCH',
      sid,
    });
    assert.equal(approved.status, 200);
    const approval = await latestHistory('review', review.id);
    assert.equal(approval.action, 'approve');
    assert.equal(approval.before.status, 'pending');
    assert.equal(approval.after.status, 'approved');
  });
});
