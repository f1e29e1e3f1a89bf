import type { AdminOrderDetail, DeliveryWindow, Locale } from 'shared-domain';
import { deliveryWindowSchema } from 'shared-domain/contracts/staff.ts';
import { isoOfWallTime, wallTimeOf } from 'shared-domain/shop-clock.ts';
import { type FormErrors, formatValidationMessage, formErrorsOfIssues } from 'shared-domain/validation';

// The delivery window form: two datetime-local inputs on the shop's clock, checked with the very
// schema the api checks the PATCH with (`to` after `from`, message at `to`) before anything is sent.

export interface WindowValues {
  from: string;
  to: string;
}
export const windowFields = ['from', 'to'] as const;

/** The saved window as the inputs show it, or empty inputs when the order has none. */
export function windowValuesOf(saved: AdminOrderDetail['deliveryWindow'], timeZone: string): WindowValues {
  return saved
    ? { from: wallTimeOf(saved.from, timeZone), to: wallTimeOf(saved.to, timeZone) }
    : { from: '', to: '' };
}

export type WindowCheck = { ok: true; window: DeliveryWindow } | { ok: false; errors: FormErrors };

/** The body to send, or the errors at the fields in the user's language. */
export function checkWindow(values: WindowValues, timeZone: string, locale: Locale): WindowCheck {
  const errors: FormErrors = {};
  const sent: Record<string, string> = {};
  for (const field of windowFields) {
    const iso = isoOfWallTime(values[field], timeZone);
    // An unfinished datetime-local input reads as empty, so "no time" is the one way to be missing.
    if (iso === null) errors[field] = formatValidationMessage(locale, 'required');
    else sent[field] = iso;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const parsed = deliveryWindowSchema.safeParse(sent);
  if (!parsed.success) return { ok: false, errors: formErrorsOfIssues(parsed.error.issues, locale) };
  return { ok: true, window: parsed.data };
}
