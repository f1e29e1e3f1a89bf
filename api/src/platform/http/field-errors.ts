import type { FieldErrors, Locale } from 'shared-domain';
import { staffValidationMessages } from 'shared-domain/contracts/staff.ts';
import {
  formatValidationMessage,
  registerStaffValidationMessages,
  type ValidationCode,
  validationCodeOfIssue,
  validationValuesOfIssue,
} from 'shared-domain/validation';
import type { z } from 'zod';
import { platformTexts } from '../messages/platform-texts.ts';

// The api checks the staff forms' rules too, so it answers their messages.
registerStaffValidationMessages(staffValidationMessages);

/** Field name for errors about the whole object (e.g. the body is not an object at all). */
export const NON_FIELD_ERRORS = 'non_field_errors';

export interface GroupingOptions {
  /**
   * When true the first path segment is the form section (buyout_device,
   * customer_data, pickup_address); otherwise every field belongs to the default group.
   */
  grouped?: boolean;
}

/**
 * Zod issues → `{ <group>: { <field>: [message] } }` (the `errors` of the api's error body), each message in the
 * shop's language from shared-domain's catalogue, the same text the form shows for its own check.
 */
export function fieldErrorsOf(
  issues: readonly z.core.$ZodIssue[],
  defaultGroup: string,
  locale: Locale,
  options: GroupingOptions = {},
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String);
    const [group, fieldPath] =
      options.grouped && path.length > 1 ? [path[0], path.slice(1)] : [defaultGroup, path];
    const field = fieldPath.length > 0 ? fieldPath.join('.') : NON_FIELD_ERRORS;
    errors[group] ??= {};
    errors[group][field] ??= [];
    const messages = errors[group][field];
    const message = messageOf(issue, locale);
    if (!messages.includes(message)) messages.push(message);
  }
  return errors;
}

/**
 * The issue in the shop's language. zod's own words are English ("Invalid option: expected one
 * of…"), so an issue no validation code names gets a general message rather than those.
 */
function messageOf(issue: z.core.$ZodIssue, locale: Locale): string {
  const code = validationCodeOfIssue(issue) ?? codeOfBuiltInIssue(issue);
  if (code !== null) return formatValidationMessage(locale, code, validationValuesOfIssue(issue));
  const isChoice =
    issue.code === 'invalid_value' || issue.code === 'invalid_union' || issue.code === 'invalid_key';
  return isChoice ? platformTexts[locale].invalidChoice : platformTexts[locale].invalidValue;
}

/** zod's own checks (min, max, email, number…) expressed as the catalogue's codes. */
function codeOfBuiltInIssue(issue: z.core.$ZodIssue): ValidationCode | null {
  switch (issue.code) {
    case 'invalid_type':
      if (isMissing(issue)) return 'required';
      return issue.expected === 'number' || issue.expected === 'int' ? 'number' : null;
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) === 1 ? 'required' : 'minLength';
      if (issue.origin === 'array' && Number(issue.minimum) === 1) return 'required';
      return issue.origin === 'number' || issue.origin === 'int' ? 'minValue' : null;
    case 'too_big':
      if (issue.origin === 'string') return 'maxLength';
      return issue.origin === 'number' || issue.origin === 'int' ? 'maxValue' : null;
    case 'invalid_format':
      if (issue.format === 'email') return 'email';
      return issue.format === 'url' ? 'link' : null;
    default:
      return null;
  }
}

/** `input` is only on issues parsed with reportInput; otherwise zod's message still says "received undefined". */
function isMissing(issue: z.core.$ZodIssue): boolean {
  if ('input' in issue) return issue.input === undefined || issue.input === null;
  return /received (undefined|null)$/.test(issue.message);
}
