import type { Locale, ReviewForm } from 'shared-domain';
import { reviewFormSchema } from 'shared-domain/contracts';
import { validationMessageOfIssue } from 'shared-domain/validation';

// The form is checked with the schema the api validates with, so the customer sees the server's
// rules and texts before anything is sent.

export type ReviewField = keyof ReviewForm;
export type ReviewFieldErrors = Partial<Record<ReviewField, string>>;

export interface ReviewFormValues {
  rating: number | null;
  pros: string;
  cons: string;
  text: string;
  full_name: string;
  voucher_or_invoice_number: string;
}

export const emptyReviewForm: ReviewFormValues = {
  rating: null,
  pros: '',
  cons: '',
  text: '',
  full_name: '',
  voucher_or_invoice_number: '',
};

export type ReviewFormCheck = { ok: true; body: ReviewForm } | { ok: false; errors: ReviewFieldErrors };

/** The body to send (trimmed, as the api reads it), or the first message of each field that breaks a rule. */
export function checkReviewForm(values: ReviewFormValues, locale: Locale): ReviewFormCheck {
  const result = reviewFormSchema.safeParse(values);
  if (result.success) return { ok: true, body: result.data };
  const errors: ReviewFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as ReviewField;
    errors[field] ??= validationMessageOfIssue(issue, locale);
  }
  return { ok: false, errors };
}
