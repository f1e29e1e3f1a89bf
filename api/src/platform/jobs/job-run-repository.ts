import type { Insertable } from 'kysely';
import type { ShopCode } from 'shared-domain';
import type { Db, JobRunsTable } from '../db/schema.ts';

// The job_runs rows of tracked jobs: created with their job, then written by the attempt working it.

export async function insertJobRun(trx: Db, run: Insertable<JobRunsTable>): Promise<void> {
  await trx.insertInto('job_runs').values(run).execute();
}

/** Makes a scheduled job's run once: a retry of the same pg-boss job finds the run already there. */
export async function insertJobRunOnce(
  db: Db,
  run: { id: string; shop: ShopCode; kind: string; created_by: number | null },
): Promise<void> {
  await db
    .insertInto('job_runs')
    .values(run)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/**
 * Marks a queued or running run as running one more attempt and answers it (undefined when it is
 * gone or was cancelled before it started).
 */
export function startJobRunAttempt(db: Db, runId: string) {
  return db
    .updateTable('job_runs')
    .set((eb) => ({ status: 'running', attempts: eb('attempts', '+', 1), updated_at: new Date() }))
    .where('id', '=', runId)
    .where('status', 'in', ['queued', 'running'])
    .returning(['shop', 'input', 'created_by', 'attempts'])
    .executeTakeFirst();
}

/** Records a running attempt's progress; false when the attempt no longer owns the run. */
export async function updateJobRunProgress(
  db: Db,
  runId: string,
  attempt: number,
  progress: { done: number; total?: number },
): Promise<boolean> {
  const { done, total } = progress;
  const still = await db
    .updateTable('job_runs')
    .set({ done, ...(total === undefined ? {} : { total }), updated_at: new Date() })
    .where('id', '=', runId)
    // Cancelled, or cancelled and started again by staff: this attempt is over either way.
    .where('status', '=', 'running')
    .where('attempts', '=', attempt)
    .returning('id')
    .executeTakeFirst();
  return still !== undefined;
}

/** Stores the attempt's result and marks the run done. */
export async function finishJobRun(db: Db, runId: string, attempt: number, result: unknown): Promise<void> {
  await db
    .updateTable('job_runs')
    .set({
      status: 'done',
      result: JSON.stringify(result ?? null),
      error: null,
      updated_at: new Date(),
    })
    .where('id', '=', runId)
    .where('attempts', '=', attempt)
    .execute();
}

/** Marks the run failed with the attempt's error, unless staff cancelled it. */
export async function failJobRun(db: Db, runId: string, attempt: number, error: string): Promise<void> {
  await db
    .updateTable('job_runs')
    .set({ status: 'failed', error, updated_at: new Date() })
    .where('id', '=', runId)
    .where('status', '<>', 'cancelled')
    .where('attempts', '=', attempt)
    .execute();
}
