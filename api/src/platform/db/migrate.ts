import { sql } from 'kysely';
import { type MigrationResult, Migrator } from 'kysely/migration';
import { migrations } from './migrations/index.ts';
import type { Db } from './schema.ts';

async function migratorOf(db: Db): Promise<Migrator> {
  // Kysely looks for its bookkeeping tables in every schema unless told which one; another
  // schema's tables (a second shop, a parallel test run) would make it skip creating its own.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: rows[0].schema,
  });
}

/** Applies every pending migration; throws (after Kysely rolled back) when one fails. */
export async function migrateToLatest(db: Db): Promise<MigrationResult[]> {
  const migrator = await migratorOf(db);
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '(setup)'} failed`, { cause: error });
  }
  return results;
}

/**
 * Applies the migrations up to and including `name`, as a release that ended there would have:
 * the upgrade tests build an earlier release's database with it.
 */
export async function migrateTo(db: Db, name: string): Promise<MigrationResult[]> {
  if (!(name in migrations)) throw new Error(`Unknown migration ${name}`);
  const { error, results = [] } = await (await migratorOf(db)).migrateTo(name);
  if (error) throw new Error(`Migrating to ${name} failed`, { cause: error });
  return results;
}

/** The names of the migrations not applied yet (a worker waits until the api applied them all). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const known = await (await migratorOf(db)).getMigrations();
  return known.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}
