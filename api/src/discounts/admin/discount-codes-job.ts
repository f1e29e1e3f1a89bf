import { recordStaffChange, type StaffActor } from '../../platform/audit/audit-trail.ts';
import type { Db } from '../../platform/db/schema.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { handleTrackedJob, trackedJobKind } from '../../platform/jobs/tracked-jobs.ts';
import { generateDiscountCodes } from './discount-code-generator.ts';

// Generating a discount's codes as a tracked job: up to 100 000 codes take seconds, staff follow
// the progress per batch. The codes carry the run's id, so a retry after a crash adds only the
// codes still missing: the discount ends with exactly the count asked, never twice as many.

export interface DiscountCodesInput {
  actor: StaffActor;
  discountId: number;
  count: number;
}
export interface DiscountCodesResult {
  generated: number;
}

export const discountCodesJob = trackedJobKind<DiscountCodesInput, DiscountCodesResult>('discounts.codes');

export function handleDiscountCodeJobs(jobs: JobQueue, db: Db): void {
  handleTrackedJob(jobs, db, discountCodesJob, async ({ runId, shop, input, progress }) => {
    await progress(0, input.count);
    const generated = await generateDiscountCodes(db, {
      shop,
      discountId: input.discountId,
      count: input.count,
      runId,
      onProgress: progress,
    });
    // The request that started the job recorded it; this row says it finished.
    await recordStaffChange(db, shop, input.actor, {
      entity: 'discount',
      entityId: input.discountId,
      action: 'codes-generated',
      before: null,
      after: { generated, runId },
    });
    return { generated };
  });
}
