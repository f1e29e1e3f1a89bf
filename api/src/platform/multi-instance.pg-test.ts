import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { logIn, request } from '../test-support/http.ts';
import { startTestApp, type TestApp } from '../test-support/test-app.ts';
import { openTestDatabase, type TestDatabase } from '../test-support/test-database.ts';
import type { Db } from './db/schema.ts';

// api processes are stateless, so any instance behind the load balancer
// honours a session made by any other. Two apps, two ports, two connection pools, one
// PostgreSQL database. Only `npm run test -w api` with TEST_DATABASE_URL includes this file
// (*.pg-test.ts): PGlite is a single embedded connection and cannot be opened twice.

let database: TestDatabase;
let secondDb: Db;
let first: TestApp;
let second: TestApp;

before(async () => {
  assert.ok(process.env.TEST_DATABASE_URL, 'this file runs against PostgreSQL only');
  database = await openTestDatabase();
  secondDb = await database.openAnotherHandle();
  first = await startTestApp(database.db);
  second = await startTestApp(secondDb);
});
after(async () => {
  await first?.close();
  await second?.close();
  await database?.close();
});

describe('two api instances on one PostgreSQL database', () => {
  test('run as separate instances: own ports, own PostgreSQL connections', async () => {
    assert.notEqual(first.url, second.url);
    const backendPid = async (db: Db) =>
      (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0].pid;
    assert.notEqual(await backendPid(database.db), await backendPid(secondDb));
  });

  test('honour one session: signed in on one, recognised on the other, signed out on the other, gone on both', async () => {
    const sid = await logIn(first.url, 'admin@example.cz');
    const me = await request(`${second.url}/api/new/accounts/me`, { sid });
    assert.equal(me.body.user.email, 'admin@example.cz');
    assert.equal((await request(`${second.url}/api/new/admin/overview`, { sid })).status, 200);

    assert.equal(
      (await request(`${second.url}/api/new/accounts/logout`, { method: 'POST', sid })).status,
      204,
    );
    assert.deepEqual((await request(`${first.url}/api/new/accounts/me`, { sid })).body, { user: null });
    assert.equal((await request(`${first.url}/api/new/admin/overview`, { sid })).status, 401);
  });

  test('rotate the id across instances: the session replaced on one is dead on the other', async () => {
    const before = await logIn(first.url, 'jana.novakova@example.cz');
    const after = await logIn(second.url, 'jana.novakova@example.cz', { sid: before });
    assert.notEqual(before, after);
    assert.deepEqual((await request(`${first.url}/api/new/accounts/me`, { sid: before })).body, {
      user: null,
    });
    assert.equal(
      (await request(`${first.url}/api/new/accounts/me`, { sid: after })).body.user.firstName,
      'Jana',
    );
  });
});
