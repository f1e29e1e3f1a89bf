import type { CurrentUser, ShopCode } from 'shared-domain';
import type { JobRun } from 'shared-domain/contracts/staff.ts';
import { recordStaffChange } from '../platform/audit/audit-trail.ts';
import type { Db } from '../platform/db/schema.ts';
import { CodedError, notFound } from '../platform/errors.ts';
import { type JobQueue, jobType } from '../platform/jobs/job-queue.ts';
import type { TrackedJobPayload } from '../platform/jobs/tracked-jobs.ts';
import { findJobRun } from './back-office-queries.ts';
import { lockJobRun, markJobRunCancelled, requeueJobRun } from './job-run-repository.ts';

// Staff stop a background job or start it again from the Tasks screen. The run's row is the truth:
// a cancelled run is never started and a running one stops at its next progress call
// (tracked-jobs.ts); cancelling the pg-boss job only spares a worker the look.

/** Audited as changes of the entity 'job-run', the run's id as its id. */
const ENTITY = 'job-run';

/** Queued or running → cancelled; 409 `job_not_cancellable` otherwise. */
export async function cancelJobRun(
  db: Db,
  jobs: JobQueue,
  shop: ShopCode,
  runId: string,
  staff: CurrentUser,
): Promise<JobRun> {
  const kind = await db.transaction().execute(async (trx) => {
    const run = await lockedRun(trx, shop, runId);
    if (run.status !== 'queued' && run.status !== 'running')
      throw new CodedError('conflict', 'job_not_cancellable', 409);
    await markJobRunCancelled(trx, runId);
    await recordStaffChange(trx, shop, staff, {
      entity: ENTITY,
      entityId: runId,
      action: 'cancel',
      before: { kind: run.kind, status: run.status },
      after: { kind: run.kind, status: 'cancelled' },
    });
    return run.kind;
  });
  // After the commit: pg-boss works on its own connection (on PGlite, the one this transaction held).
  if (jobs.handles(kind)) await jobs.cancel(trackedType(kind), { runId });
  return (await findJobRun(db, shop, runId))!;
}

/**
 * Failed or cancelled → queued again with the same input, as the run's next attempt (its attempt
 * count goes on); 409 `job_not_retryable` for any other state or a kind no process here works.
 */
export async function retryJobRun(
  db: Db,
  jobs: JobQueue,
  shop: ShopCode,
  runId: string,
  staff: CurrentUser,
): Promise<JobRun> {
  await db.transaction().execute(async (trx) => {
    const run = await lockedRun(trx, shop, runId);
    if ((run.status !== 'failed' && run.status !== 'cancelled') || !jobs.handles(run.kind))
      throw new CodedError('conflict', 'job_not_retryable', 409);
    await requeueJobRun(trx, runId);
    await recordStaffChange(trx, shop, staff, {
      entity: ENTITY,
      entityId: runId,
      action: 'retry',
      before: { kind: run.kind, status: run.status, error: run.error },
      after: { kind: run.kind, status: 'queued' },
    });
    await jobs.enqueue(trx, trackedType(run.kind), { runId });
  });
  return (await findJobRun(db, shop, runId))!;
}

async function lockedRun(trx: Db, shop: ShopCode, runId: string) {
  const run = await lockJobRun(trx, shop, runId);
  if (!run) throw notFound('job_not_found');
  return run;
}

/** The queue of a tracked kind: its name is the kind (its retry policy is the handler's). */
function trackedType(kind: string) {
  return jobType<TrackedJobPayload>(kind, {
    retry: { retries: 0, delaySeconds: 0, maxDelaySeconds: 0, timeoutSeconds: 0 },
  });
}
