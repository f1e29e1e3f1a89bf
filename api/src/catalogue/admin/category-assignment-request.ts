import type { CategoryAssignment, CategoryAssignmentResult, ShopCode } from 'shared-domain';
import { CATEGORY_ASSIGNMENT_IN_REQUEST_MAX } from 'shared-domain/contracts/staff.ts';
import type { StaffActor } from '../../platform/audit/audit-trail.ts';
import type { Db } from '../../platform/db/schema.ts';
import { CodedError } from '../../platform/errors.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { startTrackedJob } from '../../platform/jobs/tracked-jobs.ts';
import { type AssignmentAction, assignCategoriesChunk } from './category-assignment.ts';
import { categoryAssignmentJob } from './category-assignment-job.ts';
import { countExistingCategories, existingMasterProductIds } from './category-assignment-repository.ts';
import { selectMatchingMasterProductIds } from './product-grid-repository.ts';

/** Done now (200 with counts), or queued as a job (202 with its id). */
export type AssignmentOutcome = { done: CategoryAssignmentResult } | { jobId: string };

/**
 * Staff asked to add or remove categories of master products: chosen ones, or those of every
 * product matching the grid's filter. A few are changed in the request; many (or a filter, which
 * may match the whole catalogue) go to a job so the request answers at once.
 */
export async function requestCategoryAssignment(
  deps: { db: Db; jobs: JobQueue },
  context: { shop: ShopCode; actor: StaffActor; action: AssignmentAction },
  assignment: CategoryAssignment,
): Promise<AssignmentOutcome> {
  const { db } = deps;
  const categoryIds = [...new Set(assignment.typeCategoryIds)];
  const byFilter = 'filter' in assignment;
  const masterProductIds = byFilter
    ? await selectMatchingMasterProductIds(db, context.shop, assignment.filter)
    : await existingMasterProductIds(db, [...new Set(assignment.masterProductIds)]);
  if (masterProductIds.length === 0 || categoryIds.length === 0)
    throw new CodedError('validation', 'nothing_to_assign', 400);
  if ((await countExistingCategories(db, categoryIds)) !== categoryIds.length)
    throw new CodedError('validation', 'unknown_categories', 400);

  if (!byFilter && masterProductIds.length <= CATEGORY_ASSIGNMENT_IN_REQUEST_MAX) {
    const changed = await assignCategoriesChunk(db, { ...context, masterProductIds, categoryIds });
    return { done: { masterProducts: masterProductIds.length, changed } };
  }
  const jobId = await db.transaction().execute((trx) =>
    startTrackedJob(trx, deps.jobs, categoryAssignmentJob, {
      shop: context.shop,
      createdBy: context.actor.id,
      input: { action: context.action, actor: context.actor, masterProductIds, categoryIds },
      total: masterProductIds.length,
    }),
  );
  return { jobId };
}
