import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sql } from 'kysely';
import { logIn, request } from '../../test-support/http.ts';
import { withFreshApp } from '../../test-support/test-app.ts';
import { ORDER_GRID_COUNT_CAP } from './order-grid-repository.ts';

// The orders grid counts up to a cap and then says "more than": a count of every order of a big
// shop would read most of the table on each page.

const api = withFreshApp(['ro']);

/** Orders of long ago with e-mails `capped-1@…` to `capped-{count}@…`. */
async function insertOldOrders(count: number): Promise<void> {
  await sql`
    insert into orders (number, shop, status, total_amount, currency, created_at, email, payment_type,
      payment_status, delivery_type, billing_address)
    select 'RO8' || lpad(i::text, 7, '0'), 'ro', 'delivered', 10000 + i, 'RON',
      timestamptz '2020-01-01T00:00:00Z' + i * interval '1 minute', 'capped-' || i || '@example.ro',
      'card', 'paid', 'courier', jsonb_build_object('first_name', 'Ion', 'last_name', 'Pop')
    from generate_series(1, ${count}::int) as i`.execute(api.db);
}

describe('GET /api/new/admin/orders: the count', () => {
  test('stops at the cap and says so; counts below it exactly', async () => {
    await insertOldOrders(ORDER_GRID_COUNT_CAP + 1);
    const sid = await logIn(api.apps.ro.url, 'admin@example.ro');
    const wide = await request(`${api.apps.ro.url}/api/new/admin/orders?q=capped-&pageSize=50&page=3`, {
      sid,
    });
    assert.equal(wide.status, 200, JSON.stringify(wide.body));
    assert.equal(wide.body.total, ORDER_GRID_COUNT_CAP);
    assert.equal(wide.body.totalIsCapped, true);
    assert.equal(wide.body.items.length, 50, 'the pages past the first are still there');
    // capped-1000@, capped-10000@ and capped-10001@
    const narrow = await request(`${api.apps.ro.url}/api/new/admin/orders?q=capped-1000`, { sid });
    assert.equal(narrow.body.total, 3);
    assert.equal(narrow.body.totalIsCapped, false);
  });
});
