import { isApiError } from 'shared-ui';

const NON_FIELD_KEYS = ['non_field_errors', 'nonFieldErrors', '__all__'];

/**
 * An add failure shows the first non-field error, else the first error value. The api's
 * refusals (out of stock, the 99-piece limit) carry a message in the shop's language; a
 * validation answer's field errors are localized while its summary is not, and a server failure's
 * text is not for customers: those two return undefined and the caller says it generally.
 */
export function addToCartErrorMessage(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const { type, message, errors = {} } = error.data;
  const groups = Object.values(errors);
  for (const fields of groups) {
    for (const key of NON_FIELD_KEYS) if (fields[key]?.[0]) return fields[key][0];
  }
  for (const fields of groups) {
    for (const messages of Object.values(fields)) if (messages[0]) return messages[0];
  }
  if (type === 'conflict' || type === 'not_found') return message || undefined;
  return undefined;
}
