import type { Locale } from 'shared-domain';
import { formatValidationMessage, isValidationCode } from 'shared-domain/validation';
import { isApiError } from 'shared-ui';

const NON_FIELD_KEYS = ['non_field_errors', 'nonFieldErrors', '__all__'];

/** A server field message: a shared validation code is translated, anything else is shown as sent. */
export function translatedFieldMessage(message: string, locale: Locale): string {
  return isValidationCode(message) ? formatValidationMessage(locale, message) : message;
}

/**
 * A cart change that failed shows the first non-field error, else the first error value.
 * The api's refusals (out of stock, the 99-piece limit, a buyout that is not the customer's) carry a
 * message in the shop's language; a server failure's text is not for customers: undefined then,
 * and the caller says it generally.
 */
export function cartErrorMessage(error: unknown, locale: Locale): string | undefined {
  if (!isApiError(error)) return undefined;
  const { type, message, errors = {} } = error.data;
  const groups = Object.values(errors);
  for (const fields of groups) {
    for (const key of NON_FIELD_KEYS)
      if (fields[key]?.[0]) return translatedFieldMessage(fields[key][0], locale);
  }
  for (const fields of groups) {
    for (const messages of Object.values(fields)) {
      if (messages[0]) return translatedFieldMessage(messages[0], locale);
    }
  }
  if (type === 'conflict' || type === 'not_found' || type === 'validation') return message || undefined;
  return undefined;
}

/** The first message per field of a 400, in any error group, with validation codes translated. */
export function cartFieldErrors(error: unknown, locale: Locale): Record<string, string> {
  const result: Record<string, string> = {};
  if (!isApiError(error) || error.status !== 400) return result;
  for (const fields of Object.values(error.data.errors ?? {})) {
    for (const [field, messages] of Object.entries(fields)) {
      // Nested paths ("isic.cardNumber") are keyed by their last segment, the form's field name.
      const name = field.split('.').at(-1) ?? field;
      if (messages[0] && !(name in result)) result[name] = translatedFieldMessage(messages[0], locale);
    }
  }
  return result;
}
