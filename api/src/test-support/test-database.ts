import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createDatabase, type DatabaseTarget } from '../platform/db/create-database.ts';
import { migrateToLatest } from '../platform/db/migrate.ts';
import type { Db } from '../platform/db/schema.ts';
import { seedIfEmpty } from '../platform/db/seed/seed-database.ts';
import { jobsSchemaOf } from '../platform/jobs/job-database.ts';

// Every test file gets a database of its own, migrated and seeded like production:
// - default: PGlite in a temporary directory (a copy of the template global-setup.ts prepared,
//   which saves initdb + seed per file; without the template it is built from scratch);
// - TEST_DATABASE_URL set: a fresh schema in that PostgreSQL database, dropped afterwards, so
//   parallel runs (two CI jobs, two developers) never see each other's rows.

export const PGLITE_TEMPLATE_ENV = 'API_TEST_PGLITE_TEMPLATE';

export interface TestDatabase {
  db: Db;
  target: DatabaseTarget;
  /** Another handle (own pool / connection) on the same data: a second api instance. */
  openAnotherHandle(): Promise<Db>;
  close(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** Skip the PGlite template and leave the database empty: the test runs migrations and seed itself. */
  empty?: boolean;
}

export async function openTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? openPostgresSchema(url, options) : openPglite(options);
}

async function openPglite(options: TestDatabaseOptions): Promise<TestDatabase> {
  const dir = mkdtempSync(join(tmpdir(), 'api-test-db-'));
  const template = process.env[PGLITE_TEMPLATE_ENV];
  if (template && !options.empty) cpSync(template, dir, { recursive: true });
  const target: DatabaseTarget = { kind: 'pglite', dir };
  const db = await createDatabase(target);
  if (!options.empty) {
    await migrateToLatest(db);
    await seedIfEmpty(db);
  }
  return {
    db,
    target,
    openAnotherHandle: () =>
      Promise.reject(new Error('PGlite is one embedded connection; a second handle needs PostgreSQL')),
    async close() {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function openPostgresSchema(url: string, options: TestDatabaseOptions): Promise<TestDatabase> {
  const schema = `api_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(url, `create schema ${schema}`);
  const target: DatabaseTarget = { kind: 'postgres', url, schema };
  const db = await createDatabase(target);
  const others: Db[] = [];
  try {
    if (!options.empty) {
      await migrateToLatest(db);
      await seedIfEmpty(db);
    }
  } catch (error) {
    await db.destroy();
    await adminQuery(url, `drop schema ${schema} cascade`);
    throw error;
  }
  return {
    db,
    target,
    async openAnotherHandle() {
      const other = await createDatabase(target);
      others.push(other);
      return other;
    },
    async close() {
      for (const other of others) await other.destroy();
      await db.destroy();
      await adminQuery(url, `drop schema if exists ${schema} cascade`);
      // The job queue's tables live in a schema of their own next to the test's.
      await adminQuery(url, `drop schema if exists ${jobsSchemaOf(target)} cascade`);
    },
  };
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
