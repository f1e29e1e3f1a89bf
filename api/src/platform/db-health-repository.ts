import { sql } from 'kysely';
import type { Db } from './db/schema.ts';

// The cheapest round trip to the database, for the readiness check.

/** Resolves when the database answers a query; rejects when it does not. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
