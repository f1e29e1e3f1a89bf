import { sql } from 'kysely';
import type { Db } from '../db/schema.ts';

// pg-boss's own job table, read where its API falls short.

/**
 * The jobs of the named queues not yet done or given up. Read from pg-boss's job table, whose
 * `state` column is its documented job lifecycle: its API counts only from cached statistics.
 */
export async function findUnfinishedJobs(
  db: Db,
  schema: string,
  names: readonly string[],
): Promise<{ id: string; name: string; state: string }[]> {
  const { rows } = await sql<{ id: string; name: string; state: string }>`
    select id, name, state::text as state from ${sql.table(`${schema}.job`)}
    where name in (${sql.join(names)}) and state in ('created', 'retry', 'active')
  `.execute(db);
  return rows;
}
