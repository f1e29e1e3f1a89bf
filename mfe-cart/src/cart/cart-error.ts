import type { Locale } from 'shared-domain';
import { formatValidationMessage, isValidationCode } from 'shared-domain/validation';
import { fieldErrorsOf, isApiError } from 'shared-ui';

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
  const { type, message } = error.data;
  const byPath = fieldErrorsOf(error.data);
  const paths = Object.keys(byPath);
  const first = paths.find((path) => NON_FIELD_KEYS.includes(fieldNameOf(path))) ?? paths[0];
  if (first) return translatedFieldMessage(byPath[first], locale);
  if (type === 'conflict' || type === 'not_found' || type === 'validation') return message || undefined;
  return undefined;
}

/** Nested paths ("isic.cardNumber") end with the form's field name. */
function fieldNameOf(path: string): string {
  return path.split('.').at(-1) ?? path;
}

/** The first message per field of a 400, in any error group, with validation codes translated. */
export function cartFieldErrors(error: unknown, locale: Locale): Record<string, string> {
  const result: Record<string, string> = {};
  if (!isApiError(error) || error.status !== 400) return result;
  for (const [path, message] of Object.entries(fieldErrorsOf(error.data))) {
    const name = fieldNameOf(path);
    if (!(name in result)) result[name] = translatedFieldMessage(message, locale);
  }
  return result;
}
