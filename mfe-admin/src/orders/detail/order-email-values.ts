import type { CustomOrderEmail, Locale } from 'shared-domain';
import { customOrderEmailSchema } from 'shared-domain/contracts/staff.ts';
import { type FormErrors, formErrorsOfIssues } from 'shared-domain/validation';

// The custom e-mail form: a subject and a body, checked with the very schema the api checks the
// preview and the send with (required, at most 200 and 5000 characters) before anything is sent.

export interface EmailValues {
  subject: string;
  body: string;
}
export const emailFields = ['subject', 'body'] as const;
export const noEmail: EmailValues = { subject: '', body: '' };

/** Nothing worth keeping: spaces alone are no text. */
export function isBlank(values: EmailValues): boolean {
  return values.subject.trim() === '' && values.body.trim() === '';
}

/**
 * Whether filling a template would throw away what staff wrote: the fields hold text that is not
 * just what the last chosen template put there.
 */
export function wouldLoseText(values: EmailValues, filled: EmailValues): boolean {
  const untouched = values.subject === filled.subject && values.body === filled.body;
  return !untouched && !isBlank(values);
}

export type EmailCheck = { ok: true; email: CustomOrderEmail } | { ok: false; errors: FormErrors };

/** The body to send, or the errors at the fields in the user's language. */
export function checkEmail(values: EmailValues, locale: Locale): EmailCheck {
  const parsed = customOrderEmailSchema.safeParse(values);
  if (!parsed.success) return { ok: false, errors: formErrorsOfIssues(parsed.error.issues, locale) };
  return { ok: true, email: parsed.data };
}
