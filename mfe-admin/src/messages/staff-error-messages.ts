import type { Locale, StaffApiErrorCode } from 'shared-domain';
import { staffApiErrorMessages } from 'shared-domain/contracts/staff.ts';

/**
 * The api errors only staff meet, as the admin's own messages (`error.<code>`, which
 * useApiErrorMessage prefers): the storefront's error catalogue does not carry them.
 */
export function staffErrorMessages(locale: Locale): Record<`error.${StaffApiErrorCode}`, string> {
  return Object.fromEntries(
    Object.entries(staffApiErrorMessages[locale]).map(([code, message]) => [`error.${code}`, message]),
  ) as Record<`error.${StaffApiErrorCode}`, string>;
}
