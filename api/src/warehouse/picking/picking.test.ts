import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { ShopCode } from 'shared-domain';
import { cartWith, orderBody, placeOrder, stockedProduct } from '../../orders/order-test-support.ts';
import type { Db } from '../../platform/db/schema.ts';
import { logIn, request } from '../../test-support/http.ts';
import { withFreshApp } from '../../test-support/test-app.ts';

const api = withFreshApp(['cz', 'ro']);
const PICKING = '/api/new/warehouse/picking';
const warehouseOf: Record<ShopCode, string> = { cz: 'sklad@example.cz', ro: 'depozit@example.ro' };
const sessions = new Map<string, string>();

/** One session per user and shop for the whole file: logging in costs a scrypt hash. */
async function sessionOf(shop: ShopCode, email = warehouseOf[shop]): Promise<string> {
  const key = `${shop}:${email}`;
  const known = sessions.get(key);
  if (known) return known;
  const sid = await logIn(api.apps[shop].url, email);
  sessions.set(key, sid);
  return sid;
}

async function call(shop: ShopCode, path: string, options: { json?: unknown; email?: string } = {}) {
  const sid = await sessionOf(shop, options.email);
  return request(`${api.apps[shop].url}${path}`, {
    sid,
    json: options.json,
    method: options.json ? 'POST' : 'GET',
  });
}

const post = (shop: ShopCode, path: string, json: unknown = {}) => call(shop, path, { json });

/** The demo customer's paid orders that took stock (the warehouse seed), oldest first. */
async function seededOrders(db: Db, shop: ShopCode): Promise<string[]> {
  const rows = await db
    .selectFrom('orders as o')
    .select('o.number')
    .where('o.shop', '=', shop)
    .where('o.payment_status', '=', 'paid')
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('order_stock_takes as t').select('t.order_id').whereRef('t.order_id', '=', 'o.id')),
    )
    .orderBy('o.id')
    .execute();
  return rows.map((row) => row.number);
}

interface Line {
  productId: number;
  name: string;
  code: string;
  ean: string | null;
  location: string | null;
  quantity: number;
}
interface Order {
  orderNumber: string;
  status: string;
  blocked: boolean;
  crate: { code: string; name: string } | null;
  picker: string | null;
  reason: string | null;
  lines: Line[];
}

async function listedOrder(shop: ShopCode, number: string): Promise<Order | undefined> {
  const list = await call(shop, PICKING);
  assert.equal(list.status, 200);
  return (list.body.orders as Order[]).find((order) => order.orderNumber === number);
}

/** A new order paid on delivery of one piece of a product with `stock` pieces in the first store. */
async function cashOnDeliveryOrder(shop: ShopCode, stock: number, skip: number) {
  const product = await stockedProduct(api.db, shop, stock, [10_000, 3_000_000], skip);
  const sid = await cartWith(api.apps[shop].url, product.id);
  const { body } = await placeOrder(
    api.apps[shop].url,
    sid,
    orderBody(shop, { type_payment: 'cash_on_delivery' }),
  );
  return { number: body.number as string, product };
}

async function stockRow(productId: number, storeId: number) {
  return api.db
    .selectFrom('stock')
    .selectAll()
    .where('product_id', '=', productId)
    .where('store_id', '=', storeId)
    .executeTakeFirstOrThrow();
}

describe('the picking list', () => {
  test('lists the paid orders of the first store with shelf and barcode, and one walk for several orders', async () => {
    const [first, second, third] = await seededOrders(api.db, 'cz');
    assert.ok(third, 'the warehouse seed placed three paid orders');
    const { status, body } = await call('cz', PICKING);
    assert.equal(status, 200);
    assert.match(body.storeName, /^Mobilní svět /);
    const numbers = (body.orders as Order[]).map((order) => order.orderNumber);
    for (const number of [first, second, third]) assert.ok(numbers.includes(number), number);
    const order = (body.orders as Order[]).find((candidate) => candidate.orderNumber === first);
    assert.ok(order);
    assert.equal(order.status, 'waiting');
    assert.equal(order.blocked, false);
    assert.equal(order.crate, null);
    assert.equal(order.lines.length, 2);
    for (const line of order.lines) {
      assert.match(line.location ?? '', /^[A-F]-\d{2}-[1-4]$/);
      assert.match(line.code, /^MS\d+$/);
      assert.match(line.ean ?? '', /^\d{13}$/);
      assert.ok(line.name.length > 3);
    }
    // The first and the third order need the same accessory: one stop of the walk, 1 + 2 pieces.
    const shared = (body.walk as (Line & { orders: { orderNumber: string; quantity: number }[] })[]).find(
      (stop) =>
        stop.orders.some((o) => o.orderNumber === first) && stop.orders.some((o) => o.orderNumber === third),
    );
    assert.ok(shared, 'a walk stop serves two orders');
    assert.equal(shared.quantity, 3);
    assert.deepEqual(
      shared.orders.filter((o) => o.orderNumber === first || o.orderNumber === third),
      [
        { orderNumber: first, quantity: 1 },
        { orderNumber: third, quantity: 2 },
      ],
    );
    const shelves = (body.walk as Line[]).map((stop) => stop.location);
    const withShelf = shelves.filter((shelf) => shelf !== null);
    assert.deepEqual(withShelf, [...withShelf].sort(), 'the walk goes shelf by shelf');
    assert.deepEqual(
      shelves.slice(withShelf.length),
      shelves.slice(withShelf.length).fill(null),
      'no shelf last',
    );
  });

  test('lists an order paid on delivery, but not one waiting for its card payment', async () => {
    const cash = await cashOnDeliveryOrder('cz', 4, 3);
    assert.ok(await listedOrder('cz', cash.number), 'cash on delivery is picked before payment');
    const product = await stockedProduct(api.db, 'cz', 2, [10_000, 3_000_000], 4);
    const sid = await cartWith(api.apps.cz.url, product.id);
    const card = await placeOrder(api.apps.cz.url, sid, orderBody('cz', { type_payment: 'card' }));
    assert.equal(await listedOrder('cz', card.body.number), undefined);
  });

  test('answers the list of another store asked for, and 404 for a store of another shop', async () => {
    const roStore = await api.db
      .selectFrom('stores')
      .select('id')
      .where('shop', '=', 'ro')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const refused = await call('cz', `${PICKING}?storeId=${roStore.id}`);
    assert.equal(refused.status, 404);
    assert.equal(refused.body.code, 'store_not_found');
    const czStores = await api.db
      .selectFrom('stores')
      .select(['id', 'name'])
      .where('shop', '=', 'cz')
      .where('kind', '=', 'store')
      .orderBy('id')
      .execute();
    const other = await call('cz', `${PICKING}?storeId=${czStores[1].id}`);
    assert.equal(other.status, 200);
    assert.equal(other.body.storeName, czStores[1].name);
  });
});

describe('picking an order into a crate', () => {
  test('start → picked into a crate: the crates overview shows it with its holder, the history the steps', async () => {
    const [, number] = await seededOrders(api.db, 'cz');
    const started = await post('cz', `${PICKING}/${number}/start`);
    assert.equal(started.status, 200, JSON.stringify(started.body));
    assert.equal(started.body.orderNumber, number);
    assert.equal(started.body.status, 'in_progress');
    assert.ok(started.body.picker);
    const order = await api.db
      .selectFrom('orders')
      .selectAll()
      .where('number', '=', number)
      .executeTakeFirstOrThrow();
    assert.equal(order.status, 'picking');

    const picked = await post('cz', `${PICKING}/${number}/picked`, { crateCode: 'cz-crate-03' });
    assert.equal(picked.status, 200, JSON.stringify(picked.body));
    assert.equal(picked.body.status, 'picked');
    assert.deepEqual(picked.body.crate, { code: 'CZ-CRATE-03', name: 'Bedna 3' });
    assert.equal(picked.body.blocked, false);

    const crates = await call('cz', '/api/new/warehouse/crates');
    assert.equal(crates.status, 200);
    assert.equal(crates.body.length, 12);
    const crate = crates.body.find((c: { code: string }) => c.code === 'CZ-CRATE-03');
    assert.deepEqual(crate.orders, [number]);
    assert.equal(crate.holder, started.body.picker);
    assert.ok(Date.parse(crate.updatedAt) > Date.now() - 60_000);
    assert.ok(crates.body.every((c: { code: string }) => c.code.startsWith('CZ-')));

    // Picked twice is refused: the order is in its crate already.
    const again = await post('cz', `${PICKING}/${number}/picked`, { crateCode: 'CZ-CRATE-04' });
    assert.equal(again.status, 409);
    assert.equal(again.body.code, 'picking_not_allowed');

    const history = await call('cz', `/api/new/admin/history/order/${order.id}`, {
      email: 'admin@example.cz',
    });
    assert.equal(history.status, 200);
    const actions = history.body.items.map((item: { action: string }) => item.action);
    assert.ok(actions.includes('picking-start') && actions.includes('picking-picked'), actions.join());
    assert.equal(history.body.items[0].actor, 'sklad@example.cz');
  });

  test('a crate holds several orders; reset takes an order out of it after picking', async () => {
    const [first] = await seededOrders(api.db, 'cz');
    const cash = await cashOnDeliveryOrder('cz', 3, 5);
    for (const number of [first, cash.number]) {
      const picked = await post('cz', `${PICKING}/${number}/picked`, { crateCode: 'CZ-CRATE-05' });
      assert.equal(picked.status, 200, JSON.stringify(picked.body));
    }
    const crateOrders = async () => {
      const crates = await call('cz', '/api/new/warehouse/crates');
      return crates.body.find((c: { code: string }) => c.code === 'CZ-CRATE-05').orders;
    };
    assert.deepEqual(await crateOrders(), [first, cash.number]);
    const reset = await post('cz', `${PICKING}/${cash.number}/reset`);
    assert.equal(reset.status, 200);
    assert.equal(reset.body.status, 'waiting');
    assert.equal(reset.body.crate, null);
    assert.deepEqual(await crateOrders(), [first]);
    // The picked pieces went back on the shelf: the picked movement is undone.
    const movements = await call(
      'cz',
      `/api/new/warehouse/stock-movements?kind=picked&productCode=${await codeOf(cash.product.id)}`,
    );
    assert.deepEqual(
      movements.body.items.map((m: { quantity: number; orderNumber: string }) => [m.orderNumber, m.quantity]),
      [
        [cash.number, -1],
        [cash.number, 1],
      ],
    );
  });

  test('a crate of the other shop is unknown', async () => {
    const [number] = await seededOrders(api.db, 'ro');
    const refused = await post('ro', `${PICKING}/${number}/picked`, { crateCode: 'CZ-CRATE-01' });
    assert.equal(refused.status, 404);
    assert.equal(refused.body.code, 'crate_not_found');
    assert.match(refused.body.message, /ladă/);
    const unknown = await post('cz', `${PICKING}/${(await seededOrders(api.db, 'cz'))[2]}/picked`, {
      crateCode: 'RO-CRATE-01',
    });
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.code, 'crate_not_found');
    const own = await post('ro', `${PICKING}/${number}/picked`, { crateCode: 'RO-CRATE-01' });
    assert.equal(own.status, 200);
    assert.deepEqual(own.body.crate, { code: 'RO-CRATE-01', name: 'Ladă 1' });
  });

  test('an order of the other shop, or none, is not found', async () => {
    const [roNumber] = await seededOrders(api.db, 'ro');
    for (const number of [roNumber, 'CZ99999999', 'nope']) {
      const response = await post('cz', `${PICKING}/${number}/start`);
      assert.equal(response.status, 404, number);
      assert.equal(response.body.code, 'picking_order_not_found');
    }
  });
});

async function codeOf(productId: number): Promise<string> {
  const row = await api.db
    .selectFrom('products')
    .select('code')
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  return row.code;
}

describe('a piece not found', () => {
  test('asks a reason, blocks the order, flags a recount and takes the pieces out of the storefront', async () => {
    const { number, product } = await cashOnDeliveryOrder('cz', 5, 6);
    const store = await api.db
      .selectFrom('order_stock_takes as t')
      .innerJoin('orders as o', 'o.id', 't.order_id')
      .select('t.store_id')
      .where('o.number', '=', number)
      .executeTakeFirstOrThrow();
    assert.equal((await stockRow(product.id, store.store_id)).quantity, 4);

    const noReason = await post('cz', `${PICKING}/${number}/problem`, {
      status: 'not_found',
      productId: product.id,
    });
    assert.equal(noReason.status, 400);
    assert.ok(noReason.body.errors);
    const notInOrder = await post('cz', `${PICKING}/${number}/problem`, {
      status: 'not_found',
      productId: product.id + 1,
      reason: 'Na regálu nic není',
    });
    assert.equal(notInOrder.status, 400);
    assert.equal(notInOrder.body.code, 'picking_product_not_in_order');

    const blocked = await post('cz', `${PICKING}/${number}/problem`, {
      status: 'not_found',
      productId: product.id,
      reason: 'Na regálu nic není',
    });
    assert.equal(blocked.status, 200, JSON.stringify(blocked.body));
    assert.equal(blocked.body.status, 'not_found');
    assert.equal(blocked.body.blocked, true);
    assert.equal(blocked.body.reason, 'Na regálu nic není');

    const row = await stockRow(product.id, store.store_id);
    assert.equal(row.quantity, 0);
    assert.ok(row.recount_requested_at);
    const detail = await request(`${api.apps.cz.url}/api/new/catalogue/products/${product.seo}`);
    assert.equal(detail.status, 200);
    assert.equal(detail.body.stock.online, 0, 'the storefront no longer offers the missing pieces');

    const refused = await post('cz', `${PICKING}/${number}/picked`, { crateCode: 'CZ-CRATE-06' });
    assert.equal(refused.status, 409);
    assert.equal(refused.body.code, 'picking_not_allowed');
    assert.match(refused.body.message, /zablokovaná/);

    const recounts = await call('cz', '/api/new/warehouse/recounts');
    assert.equal(recounts.status, 200);
    const flagged = recounts.body.find((r: { productId: number }) => r.productId === product.id);
    assert.equal(flagged.storeId, store.store_id);
    assert.equal(flagged.quantity, 0);
    assert.equal(flagged.reason, 'Na regálu nic není');

    const counted = await post('cz', '/api/new/warehouse/recounts', {
      productId: product.id,
      storeId: store.store_id,
      quantity: 7,
    });
    assert.equal(counted.status, 200, JSON.stringify(counted.body));
    assert.ok(!counted.body.some((r: { productId: number }) => r.productId === product.id));
    assert.equal((await stockRow(product.id, store.store_id)).quantity, 7);
    const after = await request(`${api.apps.cz.url}/api/new/catalogue/products/${product.seo}`);
    assert.equal(after.body.stock.online, 7);
    const twice = await post('cz', '/api/new/warehouse/recounts', {
      productId: product.id,
      storeId: store.store_id,
      quantity: 7,
    });
    assert.equal(twice.status, 409);
    assert.equal(twice.body.code, 'recount_not_needed');

    const movements = await call(
      'cz',
      `/api/new/warehouse/stock-movements?productCode=${await codeOf(product.id)}`,
    );
    assert.equal(movements.status, 200);
    assert.deepEqual(
      movements.body.items.map((m: { kind: string; quantity: number }) => [m.kind, m.quantity]),
      [
        ['recount', 7],
        ['not_found', 4],
        ['reserved', 1],
      ],
    );
    const notFound = movements.body.items[1];
    assert.equal(notFound.orderNumber, number);
    assert.equal(notFound.note, 'Na regálu nic není');
    assert.ok(notFound.user);
    assert.match(notFound.storeName, /^Mobilní svět /);

    // Still blocked after the recount, until someone resets it; then it can be picked.
    const reset = await post('cz', `${PICKING}/${number}/reset`);
    assert.equal(reset.status, 200);
    assert.equal(reset.body.status, 'waiting');
    assert.equal(reset.body.blocked, false);
    assert.equal(reset.body.reason, null);
    const picked = await post('cz', `${PICKING}/${number}/picked`, { crateCode: 'CZ-CRATE-06' });
    assert.equal(picked.status, 200);
  });

  test('not available flags a recount and blocks, leaving the stock as counted', async () => {
    const [, , third] = await seededOrders(api.db, 'ro');
    const list = await call('ro', PICKING);
    const order = (list.body.orders as Order[]).find((candidate) => candidate.orderNumber === third);
    assert.ok(order);
    const line = order.lines[0];
    const before = await stockRow(line.productId, list.body.storeId);
    const blocked = await post('ro', `${PICKING}/${third}/problem`, {
      status: 'not_available',
      productId: line.productId,
      reason: 'Ambalaj deteriorat',
    });
    assert.equal(blocked.status, 200);
    assert.equal(blocked.body.blocked, true);
    const row = await stockRow(line.productId, list.body.storeId);
    assert.equal(row.quantity, before.quantity);
    assert.equal(row.recount_reason, 'Ambalaj deteriorat');
    const start = await post('ro', `${PICKING}/${third}/start`);
    assert.equal(start.status, 409);
    assert.match(start.body.message, /blocată/);
  });
});

describe('stock movements', () => {
  test('an order records its reservation; the kind filter narrows the page', async () => {
    const { number } = await cashOnDeliveryOrder('cz', 3, 7);
    const reserved = await call('cz', '/api/new/warehouse/stock-movements?kind=reserved');
    assert.equal(reserved.status, 200);
    assert.equal(reserved.body.pageSize, 50);
    assert.equal(reserved.body.page, 1);
    assert.ok(reserved.body.items.every((m: { kind: string }) => m.kind === 'reserved'));
    assert.equal(reserved.body.items[0].orderNumber, number, 'newest first');
    const cancelled = await call('cz', `/api/new/admin/orders/${number}/cancel`, {
      email: 'admin@example.cz',
      json: {},
    });
    assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
    const released = await call('cz', '/api/new/warehouse/stock-movements?kind=released');
    assert.equal(released.body.items[0].orderNumber, number);
    assert.equal(released.body.items[0].quantity, 1);
    assert.equal(await listedOrder('cz', number), undefined, 'a cancelled order is not picked');
  });
});

describe('who may pick', () => {
  test('anonymous callers get 401, customers 403, staff are let in', async () => {
    const [number] = await seededOrders(api.db, 'cz');
    const anonymous = await request(`${api.apps.cz.url}${PICKING}`);
    assert.equal(anonymous.status, 401);
    const customer = await call('cz', PICKING, { email: 'jana.novakova@example.cz' });
    assert.equal(customer.status, 403);
    const customerPost = await call('cz', `${PICKING}/${number}/reset`, {
      email: 'jana.novakova@example.cz',
      json: {},
    });
    assert.equal(customerPost.status, 403);
    const staff = await call('cz', '/api/new/warehouse/crates', { email: 'admin@example.cz' });
    assert.equal(staff.status, 200);
  });

  test('garbage input answers 400, never 500', async () => {
    const [number] = await seededOrders(api.db, 'cz');
    const gets = [
      `${PICKING}?storeId=abc`,
      `${PICKING}?storeId=-1`,
      '/api/new/warehouse/stock-movements?page=0',
      '/api/new/warehouse/stock-movements?kind=stolen',
      `/api/new/warehouse/stock-movements?productCode=${'x'.repeat(65)}`,
    ];
    for (const path of gets) assert.equal((await call('cz', path)).status, 400, path);
    const posts: [string, unknown][] = [
      [`${PICKING}/${number}/picked`, {}],
      [`${PICKING}/${number}/picked`, { crateCode: '' }],
      [`${PICKING}/${number}/picked`, { crateCode: 12 }],
      [`${PICKING}/${number}/problem`, { status: 'lost', productId: 1, reason: 'gone away' }],
      [`${PICKING}/${number}/problem`, { status: 'not_found', productId: 'one', reason: 'gone away' }],
      ['/api/new/warehouse/recounts', { productId: 1, storeId: 1, quantity: -1 }],
      ['/api/new/warehouse/recounts', { productId: 1, storeId: 1, quantity: 1.5 }],
      ['/api/new/warehouse/recounts', []],
    ];
    for (const [path, body] of posts) {
      const response = await post('cz', path, body);
      assert.equal(response.status, 400, `${path} ${JSON.stringify(body)}`);
      assert.ok(response.body.code);
    }
  });
});
