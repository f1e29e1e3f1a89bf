import type { z } from 'zod';
import type { Locale } from '../shop.ts';
import type { MessageValues } from './format-message.ts';
import { isValidationCode, type ValidationCode } from './validation-code.ts';
import { formatValidationMessage } from './validation-messages.ts';

// The api answers 400 with `errors.<group>.<field>: [message]` (contracts/errors.ts). These helpers turn
// the zod issues of the shared schemas into that text in the shop's language.

export function validationCodeOfIssue(issue: z.core.$ZodIssue): ValidationCode | null {
  return isValidationCode(issue.message) ? issue.message : null;
}

/** Placeholder values: our own issues carry `params`; zod's built-in size checks carry minimum/maximum. */
export function validationValuesOfIssue(issue: z.core.$ZodIssue): MessageValues {
  if (issue.code === 'custom') return { ...issue.params };
  if (issue.code === 'too_small') {
    const minimum = Number(issue.minimum);
    return { minlength: minimum, minValue: minimum, numChars: minimum };
  }
  if (issue.code === 'too_big') {
    const maximum = Number(issue.maximum);
    return { maxlength: maximum, maxValue: maximum };
  }
  return {};
}

/** The translated message of an issue, or zod's own message when the issue does not carry a code. */
export function validationMessageOfIssue(issue: z.core.$ZodIssue, locale: Locale): string {
  const code = validationCodeOfIssue(issue);
  return code === null
    ? issue.message
    : formatValidationMessage(locale, code, validationValuesOfIssue(issue));
}
