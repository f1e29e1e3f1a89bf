import type { Locale } from '../shop.ts';
import { formatValidationMessage } from './validation-messages.ts';
import { validationMessageOfIssue } from './zod-issues.ts';

// Forms are checked with the very schemas the api validates with; these helpers turn their issues
// into one message per dotted field path (the api's grouped 400 errors: shared-ui's fieldErrorsOf,
// which keys them the same way).

type Issue = Parameters<typeof validationMessageOfIssue>[0];

/** Field path ("order_billing_address.email") → its first message. */
export type FormErrors = Record<string, string>;

/** zod's own checks carry English text; the few the schemas use get the catalogue's message. */
export function messageOfIssue(issue: Issue, locale: Locale): string {
  if (issue.code === 'invalid_type') return formatValidationMessage(locale, 'required');
  if (issue.code === 'invalid_value') return formatValidationMessage(locale, 'required');
  if (issue.code === 'too_big' && issue.origin === 'string') {
    return formatValidationMessage(locale, 'maxLength', { maxlength: Number(issue.maximum) });
  }
  if (issue.code === 'too_small' && issue.origin === 'string') {
    return formatValidationMessage(locale, 'required');
  }
  return validationMessageOfIssue(issue, locale);
}

export function formErrorsOfIssues(issues: readonly Issue[], locale: Locale): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.') || 'form';
    errors[path] ??= messageOfIssue(issue, locale);
  }
  return errors;
}
