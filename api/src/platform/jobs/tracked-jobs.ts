import { randomUUID } from 'node:crypto';
import type { ShopCode } from 'shared-domain';
import type { Db } from '../db/schema.ts';
import { type JobQueue, type JobType, jobType, type RetryPolicy } from './job-queue.ts';

// Long staff work (imports, exports, bulk actions) as a job staff can follow: a job_runs row is
// created with the job, in the caller's transaction, and the worker writes its progress, result or
// error there; GET /api/new/admin/jobs/:id reads it. A worker that dies mid-way leaves the pg-boss
// job to time out and be retried; the run then shows the attempt count going up.

export interface RunContext<Input> {
  runId: string;
  shop: ShopCode;
  input: Input;
  /** The staff member who started it (null once their account is gone). */
  createdBy: number | null;
  /** Records how far the work is; cheap enough to call every few hundred rows. */
  progress(done: number, total?: number): Promise<void>;
}

export interface TrackedJobKind<Input, Result> {
  /** The kind's name, also the pg-boss queue name, e.g. 'catalogue.import'. */
  readonly kind: string;
  readonly type: JobType<{ runId: string }>;
  /** Phantom: carries the input and result types to `startTrackedJob` and the runner. */
  readonly input?: Input;
  readonly result?: Result;
}

/** Long work is retried twice; an attempt running over `timeoutSeconds` is taken as crashed. */
const TRACKED_RETRY: RetryPolicy = { retries: 2, delaySeconds: 5, maxDelaySeconds: 60, timeoutSeconds: 900 };

export function trackedJobKind<Input, Result>(
  kind: string,
  retry: RetryPolicy = TRACKED_RETRY,
): TrackedJobKind<Input, Result> {
  return { kind, type: jobType<{ runId: string }>(kind, { retry }) };
}

/** Queues the work in the caller's transaction and answers its run id (for `{ jobId }`). */
export async function startTrackedJob<Input, Result>(
  trx: Db,
  jobs: JobQueue,
  kind: TrackedJobKind<Input, Result>,
  run: { shop: ShopCode; createdBy: number | null; input: Input; total?: number },
): Promise<string> {
  const runId = randomUUID();
  await trx
    .insertInto('job_runs')
    .values({
      id: runId,
      shop: run.shop,
      kind: kind.kind,
      input: JSON.stringify(run.input),
      total: run.total ?? null,
      created_by: run.createdBy,
    })
    .execute();
  await jobs.enqueue(trx, kind.type, { runId });
  return runId;
}

/**
 * This process works the kind's jobs with `work`. Its result is stored as the run's result; an
 * error thrown on the last attempt marks the run failed with the error's message (an earlier one
 * leaves it running for the retry). `work` must be safe to run again: do the writes in one
 * transaction, so a crashed attempt left nothing behind.
 */
export function handleTrackedJob<Input, Result>(
  jobs: JobQueue,
  db: Db,
  kind: TrackedJobKind<Input, Result>,
  work: (context: RunContext<Input>) => Promise<Result>,
  options: { retry?: RetryPolicy } = {},
): void {
  jobs.handle(
    kind.type,
    async ({ runId }, attempt) => {
      const run = await db
        .updateTable('job_runs')
        .set((eb) => ({ status: 'running', attempts: eb('attempts', '+', 1), updated_at: new Date() }))
        .where('id', '=', runId)
        .returning(['shop', 'input', 'created_by'])
        .executeTakeFirst();
      if (!run) return; // the run was deleted: nothing to do
      const context: RunContext<Input> = {
        runId,
        shop: run.shop,
        input: run.input as Input,
        createdBy: run.created_by,
        async progress(done, total) {
          await db
            .updateTable('job_runs')
            .set({ done, ...(total === undefined ? {} : { total }), updated_at: new Date() })
            .where('id', '=', runId)
            .execute();
        },
      };
      try {
        const result = await work(context);
        await db
          .updateTable('job_runs')
          .set({
            status: 'done',
            result: JSON.stringify(result ?? null),
            error: null,
            updated_at: new Date(),
          })
          .where('id', '=', runId)
          .execute();
      } catch (error) {
        if (attempt.last)
          await db
            .updateTable('job_runs')
            .set({ status: 'failed', error: (error as Error).message, updated_at: new Date() })
            .where('id', '=', runId)
            .execute();
        throw error;
      }
    },
    options,
  );
}
