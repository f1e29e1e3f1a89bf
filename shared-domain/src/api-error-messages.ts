import type { ErrorCode } from './api-error-codes.ts';
import { csCZ } from './api-error-messages.cs-CZ.ts';
import { roRO } from './api-error-messages.ro-RO.ts';
import type { Locale } from './shop.ts';

// What each error code means to a customer, in each shop's language (one file per language, so a
// front loads only its own). Not exported from the boot-time index: the api and the bff import it
// from 'shared-domain/api-error-messages.ts'; the fronts load a language's file on first need.

export const apiErrorMessages: Record<Locale, Record<ErrorCode, string>> = { 'cs-CZ': csCZ, 'ro-RO': roRO };

/** A language's catalogue as message ids of shared-ui (`ui.apiError.<code>`). */
export function apiErrorMessageIds(
  messages: Record<ErrorCode, string>,
): Record<`ui.apiError.${ErrorCode}`, string> {
  return Object.fromEntries(
    Object.entries(messages).map(([code, message]) => [`ui.apiError.${code}`, message]),
  ) as Record<`ui.apiError.${ErrorCode}`, string>;
}
