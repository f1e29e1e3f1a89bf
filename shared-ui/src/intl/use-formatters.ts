import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { Locale, Money } from 'shared-domain';
import { type DateInput, formatDate } from './format-date.ts';
import { formatMoney } from './format-money.ts';

// The locale comes from the IntlProvider so formatting always matches the language on screen.
export function useFormatMoney(): (value: Money) => string {
  const locale = useIntl().locale as Locale;
  return useCallback((value: Money) => formatMoney(value, locale), [locale]);
}

export function useFormatDate(): (value: DateInput, options?: Intl.DateTimeFormatOptions) => string {
  const locale = useIntl().locale as Locale;
  return useCallback((value, options) => formatDate(value, locale, options), [locale]);
}
