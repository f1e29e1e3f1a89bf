import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sql } from 'kysely';
import { CATEGORY_ASSIGNMENT_IN_REQUEST_MAX } from 'shared-domain/contracts/staff.ts';
import { logIn, request } from '../../test-support/http.ts';
import { withFreshApp } from '../../test-support/test-app.ts';
import { jobQueuesSettled } from '../../test-support/test-job-queues.ts';

const api = withFreshApp();
const assignUrl = (action: 'add' | 'remove') =>
  `${api.url}/api/new/catalogue/admin/product-categories/${action}`;
const WARNING = 'Musíte vybrat některé produkty a\u00a0kategorie, které chcete aktualizovat.';

let staff = '';
let extraCategories: number[] = [];

/** Two new categories under the phones' root, as staff would have made them. */
async function makeCategories(): Promise<number[]> {
  const root = await api.db
    .selectFrom('categories')
    .select('id')
    .where('parent_id', 'is', null)
    .where('type_device', '=', 'phones')
    .executeTakeFirstOrThrow();
  const ids: number[] = [];
  for (const name of ['Výprodej', 'Dárky']) {
    const { id } = await api.db
      .insertInto('categories')
      .values({ parent_id: root.id, type_device: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await api.db
      .insertInto('category_texts')
      .values({
        category_id: id,
        shop: 'cz',
        name,
        seo_name: `${name === 'Dárky' ? 'darky' : 'vyprodej'}-test`,
      })
      .execute();
    ids.push(id);
  }
  return ids;
}

async function categoriesOf(modelId: number): Promise<number[]> {
  const rows = await api.db
    .selectFrom('model_categories')
    .select('category_id')
    .where('model_id', '=', modelId)
    .orderBy('category_id')
    .execute();
  return rows.map((row) => row.category_id);
}

async function auditRows(action: string) {
  return api.db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity', '=', 'master-product')
    .where('action', '=', action)
    .orderBy('id')
    .execute();
}

async function modelIdsOfBrand(seoName: string): Promise<number[]> {
  const rows = await api.db
    .selectFrom('models as m')
    .innerJoin('manufacturers as mf', 'mf.id', 'm.manufacturer_id')
    .select('m.id')
    .where('mf.seo_name', '=', seoName)
    .orderBy('m.id')
    .execute();
  return rows.map((row) => row.id);
}

describe('category assignment: setup', () => {
  test('staff log in and two categories exist', async () => {
    staff = await logIn(api.url, 'admin@example.cz');
    extraCategories = await makeCategories();
    assert.equal(extraCategories.length, 2);
  });
});

describe('POST /api/new/catalogue/admin/product-categories/add and /remove', () => {
  test('refuse anonymous callers, customers and the warehouse role', async () => {
    const json = { masterProductIds: [1], typeCategoryIds: extraCategories };
    for (const action of ['add', 'remove'] as const) {
      assert.equal((await request(assignUrl(action), { json })).status, 401);
      for (const email of ['jana.novakova@example.cz', 'sklad@example.cz']) {
        const response = await request(assignUrl(action), { json, sid: await logIn(api.url, email) });
        assert.equal(response.status, 403, email);
      }
    }
    assert.equal((await auditRows('add-categories')).length, 0);
  });

  test('without products or without categories answer the "select products and categories" warning', async () => {
    const cases = [
      { masterProductIds: [], typeCategoryIds: extraCategories },
      { masterProductIds: [1, 2], typeCategoryIds: [] },
      { masterProductIds: [999_999], typeCategoryIds: extraCategories },
      { filter: { q: 'no-such-product-anywhere' }, typeCategoryIds: extraCategories },
    ];
    for (const json of cases) {
      const response = await request(assignUrl('add'), { json, sid: staff });
      assert.equal(response.status, 400, JSON.stringify(json));
      assert.equal(response.body.code, 'nothing_to_assign');
      assert.equal(response.body.message, WARNING);
    }
  });

  test('refuse a category that does not exist, and a malformed body, with 400', async () => {
    const unknown = await request(assignUrl('add'), {
      json: { masterProductIds: [1], typeCategoryIds: [999_999] },
      sid: staff,
    });
    assert.equal(unknown.status, 400);
    assert.equal(unknown.body.code, 'unknown_categories');
    for (const json of [
      {},
      { masterProductIds: 'all', typeCategoryIds: [1] },
      { filter: { colour: 'red' }, typeCategoryIds: [1] },
    ]) {
      const response = await request(assignUrl('add'), { json, sid: staff });
      assert.equal(response.status, 400, JSON.stringify(json));
      assert.equal(response.body.code, 'invalid_request');
    }
  });

  test('add chosen master products to categories in the request, with one audit row each', async () => {
    const [first, second] = await modelIdsOfBrand('apple');
    const before = await categoriesOf(first);
    const response = await request(assignUrl('add'), {
      json: { masterProductIds: [first, second, first], typeCategoryIds: extraCategories },
      sid: staff,
    });
    assert.equal(response.status, 200, JSON.stringify(response.body));
    assert.deepEqual(response.body, { masterProducts: 2, changed: 2 });
    assert.deepEqual(
      await categoriesOf(first),
      [...before, ...extraCategories].sort((a, b) => a - b),
    );

    const audit = await auditRows('add-categories');
    assert.deepEqual(
      audit.map((row) => row.entity_id),
      [String(first), String(second)],
    );
    assert.equal(audit[0].actor_email, 'admin@example.cz');
    assert.deepEqual(audit[0].before, { categoryIds: before });
    assert.deepEqual(audit[0].after, { categoryIds: await categoriesOf(first) });

    // The grid shows the new categories at once.
    const grid = await request(
      `${api.url}/api/new/catalogue/admin/products?q=${encodeURIComponent('iphone')}&category=${extraCategories[1]}`,
      { sid: staff },
    );
    assert.equal(grid.status, 200);
    assert.ok(grid.body.total > 0);
    assert.ok(grid.body.items.every((row: { categories: string[] }) => row.categories.includes('Dárky')));

    // Adding again changes nothing and records nothing.
    const again = await request(assignUrl('add'), {
      json: { masterProductIds: [first, second], typeCategoryIds: extraCategories },
      sid: staff,
    });
    assert.deepEqual(again.body, { masterProducts: 2, changed: 0 });
    assert.equal((await auditRows('add-categories')).length, 2);
  });

  test('remove categories of chosen master products', async () => {
    const [first] = await modelIdsOfBrand('apple');
    const response = await request(assignUrl('remove'), {
      json: { masterProductIds: [first], typeCategoryIds: [extraCategories[0]] },
      sid: staff,
    });
    assert.equal(response.status, 200);
    assert.deepEqual(response.body, { masterProducts: 1, changed: 1 });
    assert.ok(!(await categoriesOf(first)).includes(extraCategories[0]));
    assert.ok((await categoriesOf(first)).includes(extraCategories[1]));
    const [removal] = await auditRows('remove-categories');
    assert.equal(removal.entity_id, String(first));
    assert.ok((removal.before as { categoryIds: number[] }).categoryIds.includes(extraCategories[0]));
    assert.ok(!(removal.after as { categoryIds: number[] }).categoryIds.includes(extraCategories[0]));
  });

  test('more chosen master products than a request holds go to a job too', async () => {
    const { rows } = await sql<{ id: number }>`
      insert into models (product_type_id, manufacturer_id, name, seo_name)
      select (select min(id) from product_types), (select min(id) from manufacturers), 'Hromadný ' || g, 'hromadny-' || g
      from generate_series(1, ${CATEGORY_ASSIGNMENT_IN_REQUEST_MAX + 1}) g
      returning id`.execute(api.db);
    const ids = rows.map((row) => row.id);
    const response = await request(assignUrl('add'), {
      json: { masterProductIds: ids, typeCategoryIds: [extraCategories[1]] },
      sid: staff,
    });
    assert.equal(response.status, 202, JSON.stringify(response.body));
    await jobQueuesSettled();
    const run = await api.db
      .selectFrom('job_runs')
      .selectAll()
      .where('id', '=', response.body.jobId)
      .executeTakeFirstOrThrow();
    assert.equal(run.status, 'done', run.error ?? '');
    assert.deepEqual(run.result, { masterProducts: ids.length, changed: ids.length });
    for (const id of [ids[0], ids[ids.length - 1]])
      assert.deepEqual(await categoriesOf(id), [extraCategories[1]]);
  });

  test('"all N matching" resolves the filter on the server and runs as a job with progress', async () => {
    const samsung = await modelIdsOfBrand('samsung');
    assert.ok(samsung.length > 1);
    const response = await request(assignUrl('add'), {
      json: { filter: { brand: 'samsung' }, typeCategoryIds: [extraCategories[0]] },
      sid: staff,
    });
    assert.equal(response.status, 202, JSON.stringify(response.body));
    assert.match(response.body.jobId, /^[0-9a-f-]{36}$/);
    await jobQueuesSettled();

    const run = await api.db
      .selectFrom('job_runs')
      .selectAll()
      .where('id', '=', response.body.jobId)
      .executeTakeFirstOrThrow();
    assert.equal(run.status, 'done', run.error ?? '');
    assert.equal(run.kind, 'catalogue.category-assignment');
    assert.deepEqual([run.done, run.total], [samsung.length, samsung.length]);
    assert.deepEqual(run.result, { masterProducts: samsung.length, changed: samsung.length });
    for (const id of samsung) assert.ok((await categoriesOf(id)).includes(extraCategories[0]), `model ${id}`);

    const inCategory = await api.db
      .selectFrom('model_categories')
      .select('model_id')
      .where('category_id', '=', extraCategories[0])
      .execute();
    const [, secondApple] = await modelIdsOfBrand('apple');
    assert.deepEqual(
      inCategory.map((row) => row.model_id).filter((id) => !samsung.includes(id)),
      [secondApple],
      'no other master product joined (the Apple one was added by hand before)',
    );
    const audit = (await auditRows('add-categories')).filter((row) =>
      samsung.includes(Number(row.entity_id)),
    );
    assert.equal(audit.length, samsung.length);
  });
});
