import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { request } from '../test-support/http.ts';
import { withFreshApp } from '../test-support/test-app.ts';

const api = withFreshApp(['cz', 'ro']);

describe('GET /api/new/catalogue/product-types', () => {
  test("lists the four types with the Czech shop's names and seo names", async () => {
    const { status, body } = await request(`${api.apps.cz.url}/api/new/catalogue/product-types`);
    assert.equal(status, 200);
    assert.deepEqual(
      body.map((t: { seoName: string; name: string }) => [t.seoName, t.name]),
      [
        ['telefony', 'Mobilní telefony'],
        ['tablety', 'Tablety'],
        ['chytre-hodinky', 'Chytré hodinky'],
        ['prislusenstvi', 'Příslušenství'],
      ],
    );
    for (const type of body) assert.ok(type.productCount > 0, `${type.seoName} has products`);
  });

  test("lists the Romanian shop's names and seo names", async () => {
    const { body } = await request(`${api.apps.ro.url}/api/new/catalogue/product-types`);
    assert.deepEqual(
      body.map((t: { seoName: string; name: string }) => [t.seoName, t.name]),
      [
        ['telefoane', 'Telefoane mobile'],
        ['tablete', 'Tablete'],
        ['ceasuri-inteligente', 'Ceasuri inteligente'],
        ['accesorii', 'Accesorii'],
      ],
    );
  });
});

describe('GET /api/new/catalogue/products', () => {
  // These tests read the seeded regular prices; the demo time-limited offers (which lower the
  // price a product is sold at) are tested in one-price.test.ts.
  before(async () => {
    await api.db.deleteFrom('time_limited_offers').execute();
  });

  test('pages through the Czech catalogue in CZK', async () => {
    const first = await request(`${api.apps.cz.url}/api/new/catalogue/products?page=1&pageSize=12`);
    assert.equal(first.status, 200);
    assert.equal(first.body.page, 1);
    assert.equal(first.body.pageSize, 12);
    assert.equal(first.body.items.length, 12);
    assert.ok(first.body.total > 300);
    const product = first.body.items[0];
    assert.deepEqual(Object.keys(product).sort(), [
      'colour',
      'id',
      'imageUrl',
      'isUsed',
      'manufacturer',
      'name',
      'price',
      'quality',
      'seoName',
      'stock',
      'storageGb',
      'typeSeoName',
    ]);
    assert.equal(product.price.currency, 'CZK');
    assert.ok(
      Number.isInteger(product.price.amount) && product.price.amount % 100 === 0,
      'whole koruna in haléře',
    );
    assert.match(product.name, /^Apple iPhone 13 128 GB, /);
    assert.match(product.colour.hex, /^#[0-9a-f]{6}$/);

    const second = await request(`${api.apps.cz.url}/api/new/catalogue/products?page=2&pageSize=12`);
    const firstIds = new Set(first.body.items.map((p: { id: number }) => p.id));
    assert.ok(
      second.body.items.every((p: { id: number }) => !firstIds.has(p.id)),
      'pages do not overlap',
    );

    const last = await request(`${api.apps.cz.url}/api/new/catalogue/products?page=1000&pageSize=12`);
    assert.deepEqual(last.body.items, [], 'a page past the end is empty, not an error');
  });

  test('prices the same products in RON in the Romanian shop', async () => {
    const czPage = await request(`${api.apps.cz.url}/api/new/catalogue/products?type=telefony&pageSize=5`);
    const roPage = await request(`${api.apps.ro.url}/api/new/catalogue/products?type=telefoane&pageSize=5`);
    assert.deepEqual(
      roPage.body.items.map((p: { id: number }) => p.id),
      czPage.body.items.map((p: { id: number }) => p.id),
    );
    for (const product of roPage.body.items) {
      assert.equal(product.price.currency, 'RON');
      assert.equal(product.typeSeoName, 'telefoane');
    }
    // "Apple iPhone 13 128 GB": 13 990 Kč and 2 799 Lei.
    assert.deepEqual(czPage.body.items[0].price, { amount: 1_399_000, currency: 'CZK' });
    assert.deepEqual(roPage.body.items[0].price, { amount: 279_900, currency: 'RON' });
    assert.equal(roPage.body.items[0].colour.name, 'Miezul nopții');
  });

  test('filters by type and sells used pieces graded A+ to D, cheaper by grade', async () => {
    const watches = await request(
      `${api.apps.cz.url}/api/new/catalogue/products?type=chytre-hodinky&pageSize=100`,
    );
    assert.ok(watches.body.items.every((p: { typeSeoName: string }) => p.typeSeoName === 'chytre-hodinky'));
    assert.equal(watches.body.total, watches.body.items.length);

    const phones = await request(`${api.apps.cz.url}/api/new/catalogue/products?type=telefony&pageSize=100`);
    const used13 = phones.body.items.filter(
      (p: { seoName: string; isUsed: boolean }) =>
        p.isUsed && p.seoName.startsWith('apple-iphone-13-128gb-midnight-'),
    );
    assert.deepEqual(
      used13.map((p: { quality: string }) => p.quality),
      ['A+', 'A', 'B', 'C', 'D'],
    );
    const prices = used13.map((p: { price: { amount: number } }) => p.price.amount);
    assert.deepEqual(
      prices,
      [...prices].sort((a, b) => b - a),
    );
    assert.ok(prices[0] < 1_399_000, 'A+ is cheaper than new');
    const newOne = phones.body.items.find(
      (p: { seoName: string }) => p.seoName === 'apple-iphone-13-128gb-midnight',
    );
    assert.equal(newOne.quality, null);
    assert.equal(newOne.isUsed, false);
  });

  test('sort=newest lists the newest products (highest id) first; without it the catalogue order stays', async () => {
    const ids = (body: { items: { id: number }[] }) => body.items.map((p) => p.id);
    const everything = await request(`${api.apps.cz.url}/api/new/catalogue/products?pageSize=100&page=1`);
    const catalogueOrder = ids(everything.body);
    assert.deepEqual(
      catalogueOrder,
      [...catalogueOrder].sort((a, b) => a - b),
      'default: id ascending',
    );

    const newest = await request(`${api.apps.cz.url}/api/new/catalogue/products?sort=newest&pageSize=8`);
    assert.equal(newest.status, 200);
    assert.equal(newest.body.total, everything.body.total, 'sorting filters nothing');
    const newestIds = ids(newest.body);
    assert.equal(newestIds.length, 8);
    assert.deepEqual(
      newestIds,
      [...newestIds].sort((a, b) => b - a),
      'id descending',
    );
    const lastPage = Math.ceil(everything.body.total / 100);
    const tail = await request(`${api.apps.cz.url}/api/new/catalogue/products?pageSize=100&page=${lastPage}`);
    assert.equal(newestIds[0], Math.max(...ids(tail.body)), 'starts at the newest product');

    const second = await request(
      `${api.apps.cz.url}/api/new/catalogue/products?sort=newest&pageSize=8&page=2`,
    );
    assert.ok(Math.max(...ids(second.body)) < Math.min(...newestIds), 'pages continue downwards');

    const watches = await request(
      `${api.apps.cz.url}/api/new/catalogue/products?type=chytre-hodinky&sort=newest`,
    );
    assert.ok(watches.body.items.every((p: { typeSeoName: string }) => p.typeSeoName === 'chytre-hodinky'));
    assert.deepEqual(
      ids(watches.body),
      [...ids(watches.body)].sort((a, b) => b - a),
    );
  });

  test("answers 404 for an unknown type, and for the other shop's seo name", async () => {
    const unknown = await request(`${api.apps.cz.url}/api/new/catalogue/products?type=televize`);
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.code, 'product_type_not_found');
    assert.equal((await request(`${api.apps.cz.url}/api/new/catalogue/products?type=telefoane`)).status, 404);
    assert.equal(
      (await request(`${api.apps.cz.url}/api/new/catalogue/products?type=Telefony%27%3B%20drop`)).status,
      404,
    );
  });

  test('answers 400 (never 500) to query values of the wrong type or range', async () => {
    const wholeNumber = 'Zadejte celé číslo.';
    const cases: [string, Record<string, string[]>][] = [
      ['page=abc', { page: [wholeNumber] }],
      ['page=0', { page: ['Hodnota musí být alespoň 1.'] }],
      ['page=1.5', { page: [wholeNumber] }],
      ['page=1e400', { page: [wholeNumber] }],
      ['page=1&page=2', { page: [wholeNumber] }],
      ['pageSize=1000', { pageSize: ['Hodnota může být nejvýše 100.'] }],
      ['pageSize=', { pageSize: ['Hodnota musí být alespoň 1.'] }],
      ['type=%20', { type: ['Tato hodnota je požadována.'] }],
      // zod's own words are English: an issue no validation code names gets the shop's general words.
      ['type=a&type=b', { type: ['Zadejte prosím platnou hodnotu.'] }],
      ['sort=oldest', { sort: ['Vyberte prosím jednu z\u00a0nabízených možností.'] }],
    ];
    for (const [query, errors] of cases) {
      const response = await request(`${api.apps.cz.url}/api/new/catalogue/products?${query}`);
      assert.equal(response.status, 400, query);
      assert.equal(response.body.type, 'validation', query);
      assert.deepEqual(response.body.errors, { query: errors }, query);
    }
  });
});
