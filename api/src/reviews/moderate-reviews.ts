import type { AdminProductReview, ReviewAdminUpdate, ReviewStatus, ShopCode } from 'shared-domain';
import { recordStaffChange, type StaffActor } from '../platform/audit/audit-trail.ts';
import type { Db } from '../platform/db/schema.ts';
import { notFound } from '../platform/errors.ts';
import { refreshProductRatings } from './product-ratings.ts';
import { findReview, type ReviewChanges, selectReviewsForStaff, updateReview } from './review-repository.ts';
import { toAdminReview } from './review-view.ts';

/** Staff's review queue, newest first (e.g. status=pending for the approval screen). */
export async function listReviewsForStaff(
  db: Db,
  shop: ShopCode,
  query: { status?: ReviewStatus; page: number; pageSize: number },
) {
  const { rows, total } = await selectReviewsForStaff(db, shop, {
    status: query.status,
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return { items: rows.map(toAdminReview), page: query.page, pageSize: query.pageSize, total };
}

/** Approving makes the review public and counts it in the product's rating; repeating it changes nothing. */
export function approveReview(
  db: Db,
  shop: ShopCode,
  id: number | undefined,
  staff: StaffActor,
  now: Date,
): Promise<AdminProductReview> {
  return changeReview(db, shop, id, 'approve', { status: 'approved' }, staff, now);
}

/** Staff edit the texts, the rating or the status (approve, reject, back to pending). */
export function updateReviewByStaff(
  db: Db,
  shop: ShopCode,
  id: number | undefined,
  update: ReviewAdminUpdate,
  staff: StaffActor,
  now: Date,
): Promise<AdminProductReview> {
  return changeReview(
    db,
    shop,
    id,
    'update',
    {
      rating: update.rating ?? undefined,
      pros: update.pros ?? undefined,
      cons: update.cons ?? undefined,
      text: update.text,
      fullName: update.full_name,
      status: update.status,
    },
    staff,
    now,
  );
}

async function changeReview(
  db: Db,
  shop: ShopCode,
  id: number | undefined,
  action: 'approve' | 'update',
  changes: ReviewChanges,
  staff: StaffActor,
  now: Date,
): Promise<AdminProductReview> {
  return db.transaction().execute(async (trx) => {
    const before = id === undefined ? undefined : await findReview(trx, shop, id);
    if (!before || id === undefined) throw notFound('review_not_found');
    await updateReview(trx, id, changes, { userId: staff.id, at: now });
    const after = (await findReview(trx, shop, id))!;
    await recordStaffChange(trx, shop, staff, {
      entity: 'review',
      entityId: id,
      action,
      before: reviewAsAudited(before),
      after: reviewAsAudited(after),
    });
    const ratingMatters = before.status === 'approved' || after.status === 'approved';
    if (ratingMatters && (before.status !== after.status || before.rating !== after.rating))
      await refreshProductRatings(trx, after.modelId);
    return toAdminReview(after);
  });
}

/** What staff may change of a review, as its history shows it. */
function reviewAsAudited(review: NonNullable<Awaited<ReturnType<typeof findReview>>>) {
  const { status, rating, pros, cons, text, fullName } = review;
  return { status, rating, pros, cons, text, fullName };
}
