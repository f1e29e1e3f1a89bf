import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { ShopCode } from 'shared-domain';
import { GENERATED_CODE_LENGTH } from 'shared-domain/contracts/staff.ts';
import { cartWith, orderBody, postOrder, stockedProduct } from '../../orders/order-test-support.ts';
import { logIn, request } from '../../test-support/http.ts';
import { withFreshApp } from '../../test-support/test-app.ts';
import { jobQueuesSettled } from '../../test-support/test-job-queues.ts';
import { randomCodes } from './discount-code-generator.ts';

const api = withFreshApp(['cz', 'ro']);
const ADMIN_DISCOUNTS = '/api/new/admin/discounts';
const urlOf = (shop: ShopCode, path = '') => `${api.apps[shop].url}${ADMIN_DISCOUNTS}${path}`;
const staff: Record<ShopCode, string> = { cz: '', ro: '' };
const PRICE_RANGE: Record<ShopCode, [number, number]> = { cz: [300_000, 3_000_000], ro: [50_000, 600_000] };
let skip = 0;
let ip = 0;

/** A valid form: 10 % off everything, from an hour ago, no end. */
function form(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Black Friday 2026',
    marketingName: 'Sleva 10 %',
    type: 'percentage',
    value: 10,
    validFrom: new Date(Date.now() - 3_600_000).toISOString(),
    validTo: null,
    isActive: true,
    isPublic: false,
    isCombinable: false,
    isAutomatic: false,
    minOrderAmount: 0,
    maxQuantityPerOrder: null,
    firstPurchaseOnly: false,
    usesPerCustomer: null,
    productIds: [],
    productTypeIds: [],
    ...overrides,
  };
}

async function create(shop: ShopCode, overrides: Record<string, unknown> = {}) {
  const response = await request(urlOf(shop), { json: form(overrides), sid: staff[shop] });
  assert.equal(response.status, 201, JSON.stringify(response.body));
  return response.body as { discount: { id: number } & Record<string, unknown>; notAssigned: number };
}

async function detail(shop: ShopCode, id: number) {
  const response = await request(urlOf(shop, `/${id}`), { sid: staff[shop] });
  assert.equal(response.status, 200, JSON.stringify(response.body));
  return response.body;
}

async function history(shop: ShopCode, id: number): Promise<string[]> {
  const response = await request(`${api.apps[shop].url}/api/new/admin/history/discount/${id}`, {
    sid: staff[shop],
  });
  assert.equal(response.status, 200);
  return response.body.items.map((item: { action: string; actor: string }) => `${item.action} ${item.actor}`);
}

/** Generates codes through the job and answers them (read from the CSV). */
async function generateCodes(shop: ShopCode, id: number, count: number): Promise<string[]> {
  const started = await request(urlOf(shop, `/${id}/codes`), { json: { count }, sid: staff[shop] });
  assert.equal(started.status, 202, JSON.stringify(started.body));
  await jobQueuesSettled();
  const job = await request(`${api.apps[shop].url}/api/new/admin/jobs/${started.body.jobId}`, {
    sid: staff[shop],
  });
  assert.equal(job.body.status, 'done', JSON.stringify(job.body));
  assert.equal(job.body.done, count);
  assert.deepEqual(job.body.result, { generated: count });
  return (await csvOf(shop, id)).slice(1).map((line) => line.split(',')[0]);
}

async function csvOf(shop: ShopCode, id: number): Promise<string[]> {
  const response = await fetch(urlOf(shop, `/${id}/codes.csv`), {
    headers: { cookie: `sid=${staff[shop]}` },
  });
  assert.equal(response.status, 200);
  assert.match(response.headers.get('content-type') ?? '', /^text\/csv/);
  return (await response.text())
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
}

async function productOfType(shop: ShopCode) {
  const product = await stockedProduct(api.db, shop, 10, PRICE_RANGE[shop], skip++);
  const row = await api.db
    .selectFrom('products as p')
    .innerJoin('models as m', 'm.id', 'p.model_id')
    .select('m.product_type_id')
    .where('p.id', '=', product.id)
    .executeTakeFirstOrThrow();
  return { ...product, typeId: row.product_type_id };
}

function applyCode(shop: ShopCode, sid: string, code: string) {
  ip += 1;
  return request(`${api.apps[shop].url}/api/new/cart/discounts`, {
    json: { code },
    sid,
    headers: { 'x-forwarded-for': `198.51.100.${ip}` },
  });
}

describe('discounts admin: staff sessions and access', () => {
  test('staff of both shops log in', async () => {
    staff.cz = await logIn(api.apps.cz.url, 'admin@example.cz');
    staff.ro = await logIn(api.apps.ro.url, 'admin@example.ro');
  });

  test('refuses anonymous callers with 401 and customers and the warehouse with 403', async () => {
    const { discount } = await create('cz');
    const calls = [
      { path: '' },
      { path: '/scope-options' },
      { path: `/${discount.id}` },
      { path: `/${discount.id}/codes.csv` },
      { path: '', method: 'POST', json: form() },
      { path: `/${discount.id}`, method: 'PATCH', json: form() },
      { path: `/${discount.id}/archive`, method: 'POST', json: {} },
      { path: `/${discount.id}/codes`, method: 'POST', json: { count: 5 } },
    ];
    for (const call of calls) {
      const url = urlOf('cz', call.path);
      assert.equal((await request(url, call)).status, 401, url);
      for (const email of ['jana.novakova@example.cz', 'sklad@example.cz']) {
        const response = await request(url, { ...call, sid: await logIn(api.apps.cz.url, email) });
        assert.equal(response.status, 403, `${email} ${url}`);
      }
    }
    assert.equal((await detail('cz', discount.id)).archivedAt, null, 'nothing was archived');
  });
});

describe('POST and PATCH /api/new/admin/discounts', () => {
  test('creates and edits every field, with the set, and audits both', async () => {
    const product = await productOfType('cz');
    const created = await create('cz', {
      title: 'Nabíječky',
      marketingName: 'Nabíječka za 199 Kč',
      type: 'fixed',
      value: 19_900,
      validTo: new Date(Date.now() + 86_400_000).toISOString(),
      isPublic: true,
      isCombinable: true,
      isAutomatic: true,
      minOrderAmount: 50_000,
      maxQuantityPerOrder: 2,
      firstPurchaseOnly: true,
      usesPerCustomer: 3,
      productIds: [product.id],
    });
    const id = created.discount.id;
    assert.equal(created.notAssigned, 0);
    const saved = await detail('cz', id);
    assert.equal(saved.title, 'Nabíječky');
    assert.equal(saved.marketingName, 'Nabíječka za 199 Kč');
    assert.equal(saved.type, 'fixed');
    assert.equal(saved.value, 19_900);
    assert.equal(saved.isPublic, true);
    assert.equal(saved.isCombinable, true);
    assert.equal(saved.isAutomatic, true);
    assert.equal(saved.minOrderAmount, 50_000);
    assert.equal(saved.maxQuantityPerOrder, 2);
    assert.equal(saved.firstPurchaseOnly, true);
    assert.equal(saved.usesPerCustomer, 3);
    assert.equal(saved.currency, 'CZK');
    assert.deepEqual(
      saved.products.map((item: { id: number }) => item.id),
      [product.id],
    );
    assert.deepEqual(saved.codes, { total: 0, used: 0 });

    const edited = await request(urlOf('cz', `/${id}`), {
      method: 'PATCH',
      json: form({ title: 'Telefony', type: 'absolute', value: 50_000, productTypeIds: [product.typeId] }),
      sid: staff.cz,
    });
    assert.equal(edited.status, 200, JSON.stringify(edited.body));
    assert.equal(edited.body.discount.title, 'Telefony');
    assert.equal(edited.body.discount.type, 'absolute');
    assert.deepEqual(edited.body.discount.products, []);
    assert.deepEqual(
      edited.body.discount.productTypes.map((item: { id: number }) => item.id),
      [product.typeId],
    );
    assert.deepEqual(await history('cz', id), ['update admin@example.cz', 'create admin@example.cz']);
  });

  test('refuses bad input with 400 and field errors in the shop’s language', async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ title: '' }, 'title', /požadována/],
      [{ validTo: new Date(Date.now() - 7_200_000).toISOString() }, 'validTo', /později než začátek/],
      [{ value: 101 }, 'value', /nejvýše 100/],
      [{ value: 0 }, 'value', /alespoň 1/],
      [{ type: 'fixed', value: 100, maxQuantityPerOrder: 1 }, 'productIds', /požadována/],
      [{ minOrderAmount: -1 }, 'minOrderAmount', /alespoň 0/],
      [{ usesPerCustomer: 0 }, 'usesPerCustomer', /alespoň 1/],
      [{ type: 'free' }, 'type', /./],
      [{ validFrom: '0000-01-01T00:00:00Z' }, 'validFrom', /datum/],
      [{ validFrom: 'zítra' }, 'validFrom', /./],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await request(urlOf('cz'), { json: form(overrides), sid: staff.cz });
      assert.equal(response.status, 400, JSON.stringify(overrides));
      assert.match(response.body.errors.form[field][0], message, JSON.stringify(response.body));
    }
    const ro = await request(urlOf('ro'), { json: form({ value: 0 }), sid: staff.ro });
    assert.match(ro.body.errors.form.value[0], /cel puțin 1/);
    const { discount } = await create('cz');
    const badPatch = await request(urlOf('cz', `/${discount.id}`), {
      method: 'PATCH',
      json: { ...form(), unknown: 1 },
      sid: staff.cz,
    });
    assert.equal(badPatch.status, 400);
    for (const path of ['/999999', '/abc']) {
      const missing = await request(urlOf('cz', path), { sid: staff.cz });
      assert.equal(missing.status, 404, path);
      assert.equal(missing.body.code, 'admin_discount_not_found');
    }
    const otherShop = await create('ro');
    assert.equal((await request(urlOf('cz', `/${otherShop.discount.id}`), { sid: staff.cz })).status, 404);
  });

  test('a percentage of 80 or more is saved only when confirmed; the field error warns', async () => {
    const refused = await request(urlOf('cz'), { json: form({ value: 80 }), sid: staff.cz });
    assert.equal(refused.status, 400);
    assert.match(refused.body.errors.form.value[0], /80 % nebo vyšší/);
    const roRefused = await request(urlOf('ro'), { json: form({ value: 95 }), sid: staff.ro });
    assert.match(roRefused.body.errors.form.value[0], /80 % sau mai mult/);
    const unconfirmed = await request(urlOf('cz'), {
      json: form({ value: 90, confirmHighPercentage: false }),
      sid: staff.cz,
    });
    assert.equal(unconfirmed.status, 400);
    const confirmed = await create('cz', { value: 80, confirmHighPercentage: true });
    assert.equal((await detail('cz', confirmed.discount.id)).value, 80);
    const below = await create('cz', { value: 79 });
    assert.equal((await detail('cz', below.discount.id)).value, 79);
    // An absolute amount of 95 minor units is no percentage: no warning.
    await create('cz', { type: 'absolute', value: 95 });
  });

  test('named products already in another live non-combinable set are not assigned, and counted', async () => {
    const shared = await productOfType('ro');
    const own = await productOfType('ro');
    const first = await create('ro', { productIds: [shared.id] });
    const second = await create('ro', { productIds: [shared.id, own.id] });
    assert.equal(second.notAssigned, 1);
    assert.deepEqual(
      (await detail('ro', second.discount.id)).products.map((item: { id: number }) => item.id),
      [own.id],
    );
    // A set naming the product type of the shared product overlaps on at least that product.
    const byType = await create('ro', { productTypeIds: [shared.typeId] });
    assert.ok((await detail('ro', byType.discount.id)).overlappingProducts >= 1);
    // Archived, their sets no longer count.
    for (const archived of [first, byType])
      await request(urlOf('ro', `/${archived.discount.id}/archive`), {
        method: 'POST',
        json: {},
        sid: staff.ro,
      });
    const third = await create('ro', { productIds: [shared.id], isCombinable: true });
    assert.equal(third.notAssigned, 0);
  });
});

describe('GET /api/new/admin/discounts', () => {
  test('filters by text, type, archive state and validity; sorts and pages', async () => {
    const tag = `Grid${Date.now()}`;
    const now = Date.now();
    const current = await create('cz', { title: `${tag} current`, type: 'absolute', value: 10_000 });
    const upcoming = await create('cz', {
      title: `${tag} upcoming`,
      validFrom: new Date(now + 86_400_000).toISOString(),
    });
    const expired = await create('cz', {
      title: `${tag} expired`,
      validFrom: new Date(now - 2 * 86_400_000).toISOString(),
      validTo: new Date(now - 86_400_000).toISOString(),
    });
    const ids = async (query: string) => {
      const response = await request(urlOf('cz', `?q=${tag}&${query}`), { sid: staff.cz });
      assert.equal(response.status, 200, JSON.stringify(response.body));
      assert.equal(response.headers.get('cache-control'), 'no-store');
      return response.body.items.map((row: { id: number }) => row.id);
    };
    assert.deepEqual(
      await ids(''),
      [expired, upcoming, current].map((d) => d.discount.id),
    );
    assert.deepEqual(
      await ids('sort=-newest'),
      [current, upcoming, expired].map((d) => d.discount.id),
    );
    assert.deepEqual(await ids('type=absolute'), [current.discount.id]);
    assert.deepEqual(await ids('validity=now'), [current.discount.id]);
    assert.deepEqual(await ids('validity=upcoming'), [upcoming.discount.id]);
    assert.deepEqual(await ids('validity=expired'), [expired.discount.id]);
    assert.deepEqual(
      await ids('sort=validFrom'),
      [expired, current, upcoming].map((d) => d.discount.id),
    );
    const page = await request(urlOf('cz', `?q=${tag}&pageSize=2&page=2`), { sid: staff.cz });
    assert.equal(page.body.total, 3);
    assert.equal(page.body.items.length, 1);
    assert.equal((await request(urlOf('cz', '?sort=colour'), { sid: staff.cz })).status, 400);
    assert.equal((await request(urlOf('cz', '?q=a'), { sid: staff.cz })).status, 400);
    assert.equal((await request(urlOf('cz', '?validity=soon'), { sid: staff.cz })).status, 400);
  });

  test('archives and cancels the archiving; the grid shows the archive state; both audited', async () => {
    const tag = `Archive${Date.now()}`;
    const { discount } = await create('cz', { title: tag });
    const archived = await request(urlOf('cz', `/${discount.id}/archive`), {
      method: 'POST',
      json: {},
      sid: staff.cz,
    });
    assert.equal(archived.status, 200);
    assert.ok(archived.body.archivedAt);
    const grid = (query: string) =>
      request(urlOf('cz', `?q=${tag}${query}`), { sid: staff.cz }).then((r) => r.body.items);
    assert.deepEqual(await grid(''), []);
    const [row] = await grid('&archived=archived');
    assert.equal(row.id, discount.id);
    assert.ok(row.archivedAt);
    assert.equal((await grid('&archived=all')).length, 1);
    // An archived discount gets no new codes.
    const codes = await request(urlOf('cz', `/${discount.id}/codes`), { json: { count: 1 }, sid: staff.cz });
    assert.equal(codes.status, 409);
    assert.equal(codes.body.code, 'discount_archived');
    const restored = await request(urlOf('cz', `/${discount.id}/unarchive`), {
      method: 'POST',
      json: {},
      sid: staff.cz,
    });
    assert.equal(restored.body.archivedAt, null);
    assert.equal((await grid('')).length, 1);
    assert.deepEqual(await history('cz', discount.id), [
      'unarchive admin@example.cz',
      'archive admin@example.cz',
      'create admin@example.cz',
    ]);
  });
});

describe('generated codes', () => {
  test('randomCodes draws 10 characters of [0-9A-Za-z] without favouring any', () => {
    const codes = randomCodes(20_000);
    const counts = new Map<string, number>();
    for (const code of codes) {
      assert.match(code, /^[0-9A-Za-z]{10}$/);
      for (const char of code) counts.set(char, (counts.get(char) ?? 0) + 1);
    }
    assert.equal(counts.size, 62);
    // 200 000 characters over 62: about 3 226 each; modulo bias would give the first 8 ~+25 %.
    for (const [char, count] of counts) assert.ok(count > 2_900 && count < 3_550, `${char}: ${count}`);
  });

  test('a job generates exactly N unique single-use codes; the detail counts them; the CSV lists them', async () => {
    const { discount } = await create('cz');
    const codes = await generateCodes('cz', discount.id, 2_500);
    assert.equal(codes.length, 2_500);
    assert.equal(new Set(codes).size, 2_500);
    for (const code of codes) {
      assert.equal(code.length, GENERATED_CODE_LENGTH);
      assert.match(code, /^[0-9A-Za-z]+$/);
    }
    const stored = await api.db
      .selectFrom('discount_codes')
      .select(['single_use', 'shop'])
      .where('discount_id', '=', discount.id)
      .execute();
    assert.ok(stored.every((row) => row.single_use && row.shop === 'cz'));
    assert.deepEqual((await detail('cz', discount.id)).codes, { total: 2_500, used: 0 });
    const [header, first] = await csvOf('cz', discount.id);
    assert.equal(header, 'Kód,Použitý,Použitý dne,Objednávka');
    assert.match(first, /^[0-9A-Za-z]{10},ne,,$/);
    const more = await generateCodes('cz', discount.id, 10);
    assert.equal(more.length, 2_510, 'a second job adds to the codes');
    const actions = await history('cz', discount.id);
    assert.equal(actions.filter((action) => action.startsWith('generate-codes')).length, 2);
    assert.equal(actions.filter((action) => action.startsWith('codes-generated')).length, 2);
  });

  test('refuses counts of 0 or over 100 000 and unknown discounts', async () => {
    const { discount } = await create('ro');
    for (const count of [0, 100_001, 1.5, '5']) {
      const response = await request(urlOf('ro', `/${discount.id}/codes`), {
        json: { count },
        sid: staff.ro,
      });
      assert.equal(response.status, 400, String(count));
      assert.ok(response.body.errors.form.count, JSON.stringify(response.body));
    }
    const missing = await request(urlOf('ro', '/999999/codes'), { json: { count: 1 }, sid: staff.ro });
    assert.equal(missing.status, 404);
    assert.equal((await request(urlOf('ro', '/999999/codes.csv'), { sid: staff.ro })).status, 404);
  });
});

describe('the cart applies what staff configured', () => {
  test('a discount created in the admin takes its share off a cart through one of its codes', async () => {
    const product = await productOfType('ro');
    const { discount } = await create('ro', { value: 15, productTypeIds: [product.typeId] });
    const [code] = await generateCodes('ro', discount.id, 3);
    const sid = await cartWith(api.apps.ro.url, product.id, 2);
    const applied = await applyCode('ro', sid, code);
    assert.equal(applied.status, 200, JSON.stringify(applied.body));
    const [line] = applied.body.discounts;
    assert.equal(line.code, code);
    assert.equal(line.amount.amount, Math.round((product.price * 2 * 15) / 100));
    // Archived, the discount stays in the cart as not valid.
    await request(urlOf('ro', `/${discount.id}/archive`), { method: 'POST', json: {}, sid: staff.ro });
    const cart = await request(`${api.apps.ro.url}/api/new/cart`, { sid });
    assert.equal(cart.body.discounts[0].valid, false);
  });

  test('an automatic discount applies to a cart it fits without a code, and goes into the order', async () => {
    const product = await productOfType('ro');
    const { discount } = await create('ro', {
      marketingName: 'Reducere automată',
      value: 10,
      isAutomatic: true,
      productIds: [product.id],
    });
    const sid = await cartWith(api.apps.ro.url, product.id);
    const cart = await request(`${api.apps.ro.url}/api/new/cart`, { sid });
    const automatic = cart.body.discounts.find(
      (line: { label: string }) => line.label === 'Reducere automată',
    );
    assert.ok(automatic, JSON.stringify(cart.body.discounts));
    assert.equal(automatic.automatic, true);
    assert.equal(automatic.code, null);
    assert.equal(automatic.amount.amount, Math.round(product.price / 10));
    const order = await postOrder(api.apps.ro.url, sid, orderBody('ro'));
    assert.equal(order.status, 201, JSON.stringify(order.body));
    const lines = await api.db
      .selectFrom('order_discounts')
      .innerJoin('orders', 'orders.id', 'order_discounts.order_id')
      .where('orders.number', '=', order.body.number)
      .select(['order_discounts.discount_id as discountId', 'order_discounts.amount'])
      .execute();
    assert.deepEqual(lines, [{ discountId: discount.id, amount: Math.round(product.price / 10) }]);
    // Archived, it no longer applies; a cart it does not fit never shows it.
    await request(urlOf('ro', `/${discount.id}/archive`), { method: 'POST', json: {}, sid: staff.ro });
    const other = await cartWith(api.apps.ro.url, product.id);
    const after = await request(`${api.apps.ro.url}/api/new/cart`, { sid: other });
    assert.ok(!after.body.discounts.some((line: { label: string }) => line.label === 'Reducere automată'));
  });

  test('two checkouts racing for one generated code: exactly one order gets it', async () => {
    const product = await productOfType('cz');
    const { discount } = await create('cz', { value: 20 });
    const [code] = await generateCodes('cz', discount.id, 5);
    const sids = [await cartWith(api.apps.cz.url, product.id), await cartWith(api.apps.cz.url, product.id)];
    for (const sid of sids) assert.equal((await applyCode('cz', sid, code)).status, 200);
    const billing = orderBody('cz').order_billing_address as object;
    const responses = await Promise.all(
      sids.map((sid, index) =>
        postOrder(
          api.apps.cz.url,
          sid,
          orderBody('cz', { order_billing_address: { ...billing, email: `code-racer${index}@example.cz` } }),
        ),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    assert.deepEqual(statuses, [201, 409], JSON.stringify(responses.map((response) => response.body)));
    const lost = responses.find((response) => response.status === 409);
    assert.equal(lost?.body.code, 'invalid_discount');
    const won = responses.find((response) => response.status === 201);
    assert.deepEqual((await detail('cz', discount.id)).codes, { total: 5, used: 1 });
    const usedLine = (await csvOf('cz', discount.id)).find((line) => line.startsWith(`${code},`));
    assert.match(usedLine ?? '', new RegExp(`^${code},ano,\\d{4}-\\d\\d-\\d\\dT[^,]+,${won?.body.number}$`));
  });
});
