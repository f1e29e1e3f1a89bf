import type { Locale } from 'shared-domain';
import { sendToEmailErrorsOf } from 'shared-domain/buyout';
import {
  formatValidationMessage,
  isValidationCode,
  type ValidationCode,
  validateEmail,
  validateRequired,
} from 'shared-domain/validation';
import { isApiError } from 'shared-ui';
import type { SendToEmailState } from '../buyout/buyout-slice.ts';

/** The same rule the api checks e_mail with (shared-domain), in the customer's language. */
export function validateEmailField(email: string, locale: Locale): string | null {
  const code = validateRequired(email) ?? validateEmail(email);
  return code === null ? null : formatValidationMessage(locale, code);
}

// Zod's own code for a malformed e-mail, should the api send it instead of ours.
const codeAliases: Record<string, ValidationCode> = { invalid_email: 'email' };

function translated(message: string, locale: Locale): string {
  const code = codeAliases[message] ?? message;
  return isValidationCode(code) ? formatValidationMessage(locale, code) : message;
}

/**
 * A refused request → the form's errors (e_mail → the e-mail field; too many quotes →
 * the form, saying how long to wait, in shared-ui's words), or null when the request failed for
 * another reason and the generic "could not be sent" applies.
 */
export function sendToEmailFailure(
  error: unknown,
  locale: Locale,
  describeApiError: (error: unknown) => string,
): SendToEmailState['errors'] | null {
  if (isApiError(error) && error.status === 429) return { form: [describeApiError(error)] };
  if (!isApiError(error) || error.status !== 400) return null;
  const mapped = sendToEmailErrorsOf(error.data.errors);
  const errors: SendToEmailState['errors'] = {};
  if (mapped.email) errors.email = mapped.email.map((message) => translated(message, locale));
  if (mapped.form) errors.form = mapped.form.map((message) => translated(message, locale));
  if (!errors.email && !errors.form) errors.form = [error.data.message];
  return errors;
}
