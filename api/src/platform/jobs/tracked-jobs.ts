import { randomUUID } from 'node:crypto';
import type { ShopCode } from 'shared-domain';
import type { Db } from '../db/schema.ts';
import { type JobQueue, type JobType, jobType, type RetryPolicy } from './job-queue.ts';
import {
  failJobRun,
  finishJobRun,
  insertJobRun,
  insertJobRunOnce,
  startJobRunAttempt,
  updateJobRunProgress,
} from './job-run-repository.ts';

// Long staff work (imports, exports, bulk actions) as a job staff can follow: a job_runs row is
// created with the job, in the caller's transaction, and the worker writes its progress, result or
// error there; GET /api/new/admin/jobs/:id reads it. A worker that dies mid-way leaves the pg-boss
// job to time out and be retried; the run then shows the attempt count going up. Staff may cancel
// a run (the work stops at its next progress call) and start a failed or cancelled one again.
// A recurring job (recurring-jobs.ts) is queued by its schedule without a run: its first attempt
// creates one, so staff see it ran.

export interface RunContext<Input> {
  runId: string;
  shop: ShopCode;
  input: Input;
  /** The staff member who started it (null once their account is gone). */
  createdBy: number | null;
  /**
   * Records how far the work is; cheap enough to call every few hundred rows. Throws
   * JobCancelledError once staff cancelled the run: let it propagate (the run ends cancelled).
   */
  progress(done: number, total?: number): Promise<void>;
}

/** Thrown by `progress()` of a cancelled run; the runner ends the job quietly, not as a failure. */
export class JobCancelledError extends Error {
  constructor(runId: string) {
    super(`job run ${runId} was cancelled`);
    this.name = 'JobCancelledError';
  }
}

/** A run's job: started by `startTrackedJob` (its run), or by a schedule (the shop it runs for). */
export type TrackedJobPayload = { runId: string } | { shop: ShopCode };

export interface TrackedJobKind<Input, Result> {
  /** The kind's name, also the pg-boss queue name, e.g. 'catalogue.import'. */
  readonly kind: string;
  readonly type: JobType<TrackedJobPayload>;
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
  return { kind, type: jobType<TrackedJobPayload>(kind, { retry }) };
}

/** Queues the work in the caller's transaction and answers its run id (for `{ jobId }`). */
export async function startTrackedJob<Input, Result>(
  trx: Db,
  jobs: JobQueue,
  kind: TrackedJobKind<Input, Result>,
  run: { shop: ShopCode; createdBy: number | null; input: Input; total?: number },
): Promise<string> {
  const runId = randomUUID();
  await insertJobRun(trx, {
    id: runId,
    shop: run.shop,
    kind: kind.kind,
    input: JSON.stringify(run.input),
    total: run.total ?? null,
    created_by: run.createdBy,
  });
  await jobs.enqueue(trx, kind.type, { runId });
  return runId;
}

/**
 * This process works the kind's jobs with `work`. Its result is stored as the run's result; an
 * error thrown on the last attempt marks the run failed with the error's message (an earlier one
 * leaves it running for the retry). A cancelled run is not started, and one cancelled while it
 * runs stops at its next `progress()`. `work` must be safe to run again: do the writes in one
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
    async (payload, attempt) => {
      const runId =
        'runId' in payload ? payload.runId : await startScheduledRun(db, kind, payload.shop, attempt.jobId);
      const run = await startJobRunAttempt(db, runId);
      if (!run) return; // deleted, or cancelled before it started: nothing to do
      // This attempt owns the run only while it is the run's latest one: once staff cancel and
      // retry it, or pg-boss hands a timed-out attempt to another worker, the older one must stop.
      const thisAttempt = run.attempts;
      const context: RunContext<Input> = {
        runId,
        shop: run.shop,
        input: run.input as Input,
        createdBy: run.created_by,
        async progress(done, total) {
          const still = await updateJobRunProgress(db, runId, thisAttempt, { done, total });
          if (!still) throw new JobCancelledError(runId);
        },
      };
      try {
        const result = await work(context);
        // Done even if staff cancelled meanwhile without a progress call noticing: the work is done.
        await finishJobRun(db, runId, thisAttempt, result);
      } catch (error) {
        // Final: the run already says cancelled, and the pg-boss job must not be retried.
        if (error instanceof JobCancelledError) return;
        if (attempt.last) await failJobRun(db, runId, thisAttempt, (error as Error).message);
        throw error;
      }
    },
    options,
  );
}

/**
 * A scheduled job's run, made when its first attempt starts. Its id is the pg-boss job's (a uuid),
 * so a retry of that job after a crash finds the same run instead of making another.
 */
async function startScheduledRun(
  db: Db,
  kind: TrackedJobKind<unknown, unknown>,
  shop: ShopCode,
  jobId: string,
): Promise<string> {
  await insertJobRunOnce(db, { id: jobId, shop, kind: kind.kind, created_by: null });
  return jobId;
}
