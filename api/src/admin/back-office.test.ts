import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { before, describe, test } from 'node:test';
import { recordStaffChange } from '../platform/audit/audit-trail.ts';
import { logIn, request } from '../test-support/http.ts';
import { withFreshApp } from '../test-support/test-app.ts';

const api = withFreshApp(['cz', 'ro']);

async function userId(email: string): Promise<number> {
  return (await api.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow())
    .id;
}

describe('GET /api/new/admin/history/:entity/:id', () => {
  before(async () => {
    const actor = { id: await userId('admin@example.cz'), email: 'admin@example.cz' };
    for (const [action, before, after] of [
      ['create', null, { name: 'Telefony' }],
      ['update', { name: 'Telefony' }, { name: 'Mobilní telefony' }],
      ['move', { parentId: null }, { parentId: 3 }],
    ] as const)
      await recordStaffChange(api.db, 'cz', actor, {
        entity: 'category',
        entityId: 41,
        action,
        before,
        after,
      });
    await recordStaffChange(api.db, 'cz', actor, {
      entity: 'category',
      entityId: 42,
      action: 'delete',
      before: { name: 'Jiná' },
      after: null,
    });
  });

  const historyUrl = (path: string) => `${api.url}/api/new/admin/history/${path}`;

  test('staff only: customer and warehouse 403, anonymous 401', async () => {
    assert.equal((await request(historyUrl('category/41'))).status, 401);
    for (const email of ['jana.novakova@example.cz', 'sklad@example.cz'])
      assert.equal(
        (await request(historyUrl('category/41'), { sid: await logIn(api.url, email) })).status,
        403,
      );
  });

  test("the entity's changes, newest first, with who did them and before → after", async () => {
    const sid = await logIn(api.url, 'admin@example.cz');
    const response = await request(historyUrl('category/41'), { sid });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('cache-control'), 'no-store');
    assert.equal(response.body.total, 3);
    assert.deepEqual(
      response.body.items.map((entry: { action: string }) => entry.action),
      ['move', 'update', 'create'],
    );
    const [, update, create] = response.body.items;
    assert.equal(update.actor, 'admin@example.cz');
    assert.deepEqual(update.before, { name: 'Telefony' });
    assert.deepEqual(update.after, { name: 'Mobilní telefony' });
    assert.equal(create.before, null);
    assert.ok(!Number.isNaN(Date.parse(update.at)));
  });

  test('pages; an entity without changes has an empty history', async () => {
    const sid = await logIn(api.url, 'admin@example.cz');
    const second = await request(historyUrl('category/41?page=2&pageSize=2'), { sid });
    assert.deepEqual(
      {
        total: second.body.total,
        page: second.body.page,
        actions: second.body.items.map((e: { action: string }) => e.action),
      },
      { total: 3, page: 2, actions: ['create'] },
    );
    const none = await request(historyUrl('product/999999'), { sid });
    assert.deepEqual(none.body, { items: [], total: 0, page: 1, pageSize: 50 });
    assert.equal((await request(historyUrl('category/41?pageSize=0'), { sid })).status, 400);
    assert.equal((await request(historyUrl('Not%20An%20Entity/1'), { sid })).status, 404);
  });
});

describe('GET /api/new/admin/jobs and /jobs/:id', () => {
  const czRun = randomUUID();
  const czImport = randomUUID();
  const roRun = randomUUID();

  before(async () => {
    const admin = await userId('admin@example.cz');
    await api.db
      .insertInto('job_runs')
      .values([
        {
          id: czRun,
          shop: 'cz',
          kind: 'catalogue.export',
          created_by: admin,
          created_at: '2026-11-01T10:00:00Z',
        },
        {
          id: czImport,
          shop: 'cz',
          kind: 'catalogue.import',
          status: 'done',
          done: 10,
          total: 10,
          attempts: 1,
          result: JSON.stringify({ created: 3 }),
          created_by: admin,
          created_at: '2026-11-02T10:00:00Z',
        },
        { id: roRun, shop: 'ro', kind: 'catalogue.export', created_by: null },
      ])
      .execute();
  });

  test('staff only: customer and warehouse 403', async () => {
    for (const email of ['jana.novakova@example.cz', 'sklad@example.cz']) {
      const sid = await logIn(api.url, email);
      assert.equal((await request(`${api.url}/api/new/admin/jobs`, { sid })).status, 403, email);
      assert.equal((await request(`${api.url}/api/new/admin/jobs/${czRun}`, { sid })).status, 403, email);
    }
  });

  test("lists this shop's runs newest first, optionally of one kind", async () => {
    const sid = await logIn(api.url, 'admin@example.cz');
    const all = await request(`${api.url}/api/new/admin/jobs`, { sid });
    assert.equal(all.status, 200);
    const ids = all.body.items.map((run: { id: string }) => run.id);
    assert.deepEqual(ids, [czImport, czRun], 'not the other shop');
    const exports = await request(`${api.url}/api/new/admin/jobs?kind=catalogue.export`, { sid });
    assert.deepEqual(
      exports.body.items.map((run: { id: string }) => run.id),
      [czRun],
    );
    assert.equal(exports.body.total, 1);
  });

  test('one run: progress, result, attempts and who started it', async () => {
    const sid = await logIn(api.url, 'admin@example.cz');
    const response = await request(`${api.url}/api/new/admin/jobs/${czImport}`, { sid });
    assert.equal(response.status, 200);
    assert.deepEqual(
      { ...response.body, createdAt: undefined, updatedAt: undefined },
      {
        id: czImport,
        kind: 'catalogue.import',
        status: 'done',
        done: 10,
        total: 10,
        result: { created: 3 },
        error: null,
        attempts: 1,
        createdBy: 'admin@example.cz',
        createdAt: undefined,
        updatedAt: undefined,
      },
    );
    assert.equal(response.body.createdAt, '2026-11-02T10:00:00.000Z');
  });

  test("an unknown run, another shop's run, or not an id: 404 job_not_found", async () => {
    const sid = await logIn(api.url, 'admin@example.cz');
    for (const id of [randomUUID(), roRun, 'not-a-uuid']) {
      const response = await request(`${api.url}/api/new/admin/jobs/${id}`, { sid });
      assert.equal(response.status, 404, id);
      assert.equal(response.body.code, 'job_not_found', id);
    }
    const roSid = await logIn(api.apps.ro.url, 'admin@example.ro');
    assert.equal(
      (await request(`${api.apps.ro.url}/api/new/admin/jobs/${roRun}`, { sid: roSid })).status,
      200,
    );
  });
});
