import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { logIn, request } from '../../test-support/http.ts';
import { withFreshApp } from '../../test-support/test-app.ts';
import { assertStaffOnly, auditRows, modelIdOf } from './master-data-test-support.ts';

const api = withFreshApp();
const BASE = '/api/new/mp-meta-master/admin';
let sid: string;

const call = (path: string, options: { method?: string; json?: unknown } = {}) =>
  request(`${api.url}${BASE}${path}`, { ...options, sid });

const modelId = (seoName: string) => modelIdOf(api.db, seoName);

describe('meta masters', () => {
  before(async () => {
    sid = await logIn(api.url, 'admin@example.cz');
  });

  test('only staff reach them', async () => {
    await assertStaffOnly(api.url, `${BASE}/meta-masters/`);
    await assertStaffOnly(api.url, `${BASE}/add-meta-master/`, { method: 'POST', json: { name: 'X' } });
    await assertStaffOnly(api.url, `${BASE}/delete-meta-master/1/`, { method: 'DELETE' });
  });

  test('create with master products, get, rename, list, exclude, delete: each audited', async () => {
    const iphone13 = await modelId('apple-iphone-13');
    const created = await call('/add-meta-master/', {
      method: 'POST',
      json: { name: 'iPhone 13', master_product_ids: [iphone13] },
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.equal(created.body.name, 'iPhone 13');
    assert.deepEqual(created.body.masterProducts, [
      { id: iphone13, name: 'Apple iPhone 13', typeName: 'Mobilní telefony' },
    ]);
    const id = created.body.id;

    const got = await call(`/get-meta-master/${id}/`);
    assert.equal(got.status, 200);
    assert.equal(got.headers.get('cache-control'), 'no-store');
    assert.deepEqual(got.body, created.body);

    const renamed = await call(`/update-meta-master/${id}/`, {
      method: 'PATCH',
      json: { name: 'iPhone 13 line' },
    });
    assert.equal(renamed.status, 200);
    assert.equal(renamed.body.name, 'iPhone 13 line');

    const other = (await call('/add-meta-master/', { method: 'POST', json: { name: 'Galaxy S24' } })).body;
    const list = (await call('/meta-masters/?q=line')).body;
    assert.deepEqual(list, [{ id, name: 'iPhone 13 line', masterProductCount: 1 }]);
    const excluded = (await call(`/exclude-meta-master/${id}`)).body;
    assert.ok(excluded.some((meta: { id: number }) => meta.id === other.id));
    assert.ok(!excluded.some((meta: { id: number }) => meta.id === id));

    assert.equal((await call(`/delete-meta-master/${other.id}/`, { method: 'DELETE' })).status, 204);
    assert.equal((await call(`/get-meta-master/${other.id}/`)).status, 404);
    const audit = await auditRows(api.db, 'meta-master', id);
    assert.deepEqual(
      audit.map((row) => row.action),
      ['add-master-product', 'create', 'update'],
    );
    assert.deepEqual(
      (await auditRows(api.db, 'meta-master', other.id)).map((row) => row.action),
      ['create', 'delete'],
    );
  });

  test('add, swap and remove master products; the picker says where each is', async () => {
    const s24 = await modelId('samsung-galaxy-s24');
    const first = (await call('/add-meta-master/', { method: 'POST', json: { name: 'Galaxy S' } })).body;
    const second = (await call('/add-meta-master/', { method: 'POST', json: { name: 'Galaxy S24 line' } }))
      .body;

    const added = await call('/add-master-product/', {
      method: 'PATCH',
      json: { meta_master_id: first.id, master_product_id: s24 },
    });
    assert.equal(added.status, 200);
    assert.deepEqual(
      added.body.masterProducts.map((model: { id: number }) => model.id),
      [s24],
    );
    const pickedResponse = await call('/master-products/?q=galaxy%20s24');
    assert.equal(pickedResponse.status, 200, JSON.stringify(pickedResponse.body));
    const picked = pickedResponse.body;
    const candidate = picked.find((model: { id: number }) => model.id === s24);
    assert.deepEqual(candidate.metaMaster, { id: first.id, name: 'Galaxy S' });

    const swapped = await call(`/swap-meta-master/${s24}/`, {
      method: 'PATCH',
      json: { meta_master_id: second.id },
    });
    assert.equal(swapped.status, 200);
    assert.deepEqual(
      swapped.body.masterProducts.map((model: { id: number }) => model.id),
      [s24],
    );
    assert.deepEqual((await call(`/get-meta-master/${first.id}/`)).body.masterProducts, []);
    const history = await auditRows(api.db, 'master-product', s24);
    assert.deepEqual(
      history.map((row) => [row.before, row.after]),
      [
        [
          { masterProductId: s24, metaMasterId: null },
          { masterProductId: s24, metaMasterId: first.id },
        ],
        [
          { masterProductId: s24, metaMasterId: first.id },
          { masterProductId: s24, metaMasterId: second.id },
        ],
      ],
    );

    assert.equal((await call(`/remove-master-product/${s24}/`, { method: 'DELETE' })).status, 204);
    assert.deepEqual((await call(`/get-meta-master/${second.id}/`)).body.masterProducts, []);
  });

  test('400 for a bad body, 404 for what does not exist', async () => {
    const invalid = await call('/add-meta-master/', {
      method: 'POST',
      json: { name: '', master_product_ids: ['x'] },
    });
    assert.equal(invalid.status, 400);
    assert.ok(invalid.body.errors.form.name);
    const missingModel = await call('/add-meta-master/', {
      method: 'POST',
      json: { name: 'Ghost', master_product_ids: [2_000_000_000] },
    });
    assert.equal(missingModel.status, 404);
    assert.equal(missingModel.body.code, 'model_not_found');
    assert.equal(
      (await call('/meta-masters/')).body.some((meta: { name: string }) => meta.name === 'Ghost'),
      false,
    );
    const missing = await call('/get-meta-master/2000000000/');
    assert.equal(missing.status, 404);
    assert.equal(missing.body.code, 'meta_master_not_found');
    assert.equal(missing.body.message, 'Meta master jsme nenašli.');
    assert.equal((await call('/get-meta-master/abc/')).status, 404);
    assert.equal(
      (await call('/swap-meta-master/1/', { method: 'PATCH', json: { meta_master_id: 2_000_000_000 } }))
        .status,
      404,
    );
    assert.equal((await call('/update-meta-master/1/', { method: 'PATCH', json: {} })).status, 400);
  });
});
