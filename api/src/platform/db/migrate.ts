import { sql } from 'kysely';
import { type MigrationResult, Migrator } from 'kysely/migration';
import { migrations } from './migrations/index.ts';
import type { Db } from './schema.ts';

/** Applies every pending migration; throws (after Kysely rolled back) when one fails. */
export async function migrateToLatest(db: Db): Promise<MigrationResult[]> {
  // Kysely looks for its bookkeeping tables in every schema unless told which one; another
  // schema's tables (a second shop, a parallel test run) would make it skip creating its own.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: rows[0].schema,
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '(setup)'} failed`, { cause: error });
  }
  return results;
}
