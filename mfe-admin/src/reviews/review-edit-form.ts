import type { AdminProductReview, Locale, ReviewAdminUpdate } from 'shared-domain';
import { reviewAdminUpdateSchema } from 'shared-domain/contracts';
import { validationMessageOfIssue } from 'shared-domain/validation';

// Staff's edit of a review, checked with the schema the api validates with (the same rules and
// texts as the customer's form). Only the fields staff changed are sent: an untouched text is left
// as the customer wrote it, and the review's history shows exactly what was edited.

export const reviewEditFields = ['rating', 'pros', 'cons', 'text', 'full_name'] as const;
export type ReviewEditField = (typeof reviewEditFields)[number];
export type ReviewEditValues = Record<ReviewEditField, string>;
export type ReviewEditErrors = Partial<Record<ReviewEditField, string>>;

export function reviewEditValuesOf(review: AdminProductReview): ReviewEditValues {
  return {
    rating: String(review.rating),
    pros: review.pros,
    cons: review.cons,
    text: review.text,
    full_name: review.full_name,
  };
}

/** The changed fields as the api takes them (the rating a number); spaces around a text are no change. */
function changesOf(values: ReviewEditValues, review: AdminProductReview): Record<string, unknown> {
  const before = reviewEditValuesOf(review);
  const changes: Record<string, unknown> = {};
  for (const field of reviewEditFields) {
    if (values[field].trim() === before[field].trim()) continue;
    changes[field] = field === 'rating' ? Number(values.rating) : values[field];
  }
  return changes;
}

export type ReviewEditCheck =
  | { ok: true; changes: ReviewAdminUpdate | null }
  | { ok: false; errors: ReviewEditErrors };

/** What to send (null when nothing changed), or each invalid field's first message. */
export function checkReviewEdit(
  values: ReviewEditValues,
  review: AdminProductReview,
  locale: Locale,
): ReviewEditCheck {
  const changes = changesOf(values, review);
  if (Object.keys(changes).length === 0) return { ok: true, changes: null };
  const result = reviewAdminUpdateSchema.safeParse(changes);
  if (result.success) return { ok: true, changes: result.data };
  const errors: ReviewEditErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as ReviewEditField;
    if (reviewEditFields.includes(field)) errors[field] ??= validationMessageOfIssue(issue, locale);
  }
  return { ok: false, errors };
}
