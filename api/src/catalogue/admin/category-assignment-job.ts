import type { StaffActor } from '../../platform/audit/audit-trail.ts';
import type { Db } from '../../platform/db/schema.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { handleTrackedJob, trackedJobKind } from '../../platform/jobs/tracked-jobs.ts';
import { type AssignmentAction, assignCategoriesChunk } from './category-assignment.ts';

// A large assignment ("all N matching", or more master products than a request should hold) as a
// tracked job. The master products were resolved when staff asked, so the job changes exactly the
// N they saw; it works them in chunks, one transaction each, and reports progress per chunk.

export interface CategoryAssignmentInput {
  action: AssignmentAction;
  actor: StaffActor;
  masterProductIds: number[];
  categoryIds: number[];
}
export interface CategoryAssignmentJobResult {
  masterProducts: number;
  changed: number;
}

export const CATEGORY_ASSIGNMENT_CHUNK = 500;

export const categoryAssignmentJob = trackedJobKind<CategoryAssignmentInput, CategoryAssignmentJobResult>(
  'catalogue.category-assignment',
);

export function handleCategoryAssignments(jobs: JobQueue, db: Db): void {
  handleTrackedJob(jobs, db, categoryAssignmentJob, async ({ shop, input, progress }) => {
    const ids = input.masterProductIds;
    let changed = 0;
    for (let start = 0; start < ids.length; start += CATEGORY_ASSIGNMENT_CHUNK) {
      // A retry runs every chunk again; chunks done before the crash change nothing the second time.
      changed += await assignCategoriesChunk(db, {
        shop,
        actor: input.actor,
        action: input.action,
        masterProductIds: ids.slice(start, start + CATEGORY_ASSIGNMENT_CHUNK),
        categoryIds: input.categoryIds,
      });
      await progress(Math.min(start + CATEGORY_ASSIGNMENT_CHUNK, ids.length), ids.length);
    }
    return { masterProducts: ids.length, changed };
  });
}
