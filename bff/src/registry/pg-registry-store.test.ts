import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { pgRegistryStore } from './pg-registry-store.ts';
import { deployRelease } from './remote-deployments.ts';

// The registry of a shop on PostgreSQL: every bff instance of both shops reads the same table, each
// shop its own rows. Run against the machine's PostgreSQL, in a schema of its own.

const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const schema = `registry_test_${randomBytes(4).toString('hex')}`;
const url = `${serverUrl}${serverUrl.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
const admin = new pg.Pool({ connectionString: serverUrl, max: 1 });

const builtIn = { entry: '/remotes/mfe_cart/mf-manifest.json', version: '1.0.0' };
const next = { entry: 'https://cdn.example.com/cart/mf-manifest.json', version: '2.0.0' };

describe('registry kept in PostgreSQL', () => {
  before(() => admin.query(`create schema ${schema}`));
  after(async () => {
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  });

  it('creates its table on first use, keeps each shop apart and overwrites a remote in place', async () => {
    const cz = pgRegistryStore(url, 'cz');
    const ro = pgRegistryStore(url, 'ro');
    try {
      assert.deepEqual(await cz.read(), {});
      const first = deployRelease(builtIn, undefined, next, new Date('2026-11-27T10:00:00Z'));
      await cz.save('mfe_cart', first);
      assert.deepEqual(await cz.read(), { mfe_cart: first });
      assert.deepEqual(await ro.read(), {});
      const second = deployRelease(builtIn, first, builtIn, new Date('2026-11-27T11:00:00Z'));
      await cz.save('mfe_cart', second);
      assert.deepEqual((await cz.read()).mfe_cart, second);
      const { rows } = await admin.query(`select count(*)::int as rows from ${schema}.remote_registry`);
      assert.equal(rows[0].rows, 1);
    } finally {
      await cz.close();
      await ro.close();
    }
  });
});
