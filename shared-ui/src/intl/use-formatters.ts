import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { Locale, Money } from 'shared-domain';
import type { Timeslot } from 'shared-domain/contracts';
import { type DateInput, formatDate, formatTimeslot } from './format-date.ts';
import { formatMoney } from './format-money.ts';

// The locale comes from the IntlProvider so formatting always matches the language on screen;
// dates and times are shown in that shop's time zone (see formatDate).
export function useFormatMoney(): (value: Money) => string {
  const locale = useIntl().locale as Locale;
  return useCallback((value: Money) => formatMoney(value, locale), [locale]);
}

export function useFormatDate(): (value: DateInput, options?: Intl.DateTimeFormatOptions) => string {
  const locale = useIntl().locale as Locale;
  return useCallback((value, options) => formatDate(value, locale, options), [locale]);
}

/** "po 12. 5. 10:00–12:00": a pickup or hand-over window in the shop's time zone. */
export function useFormatTimeslot(): (slot: Timeslot) => string {
  const locale = useIntl().locale as Locale;
  return useCallback((slot: Timeslot) => formatTimeslot(slot, locale), [locale]);
}
