import type { Locale } from 'shared-domain';

export type DateInput = Date | string | number;

/** Dates only through Intl (ARCHITECTURE §5); the default is the locale's medium date, e.g. "5. 3. 2026". */
export function formatDate(
  value: DateInput,
  locale: Locale,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  return new Intl.DateTimeFormat(locale, options).format(value instanceof Date ? value : new Date(value));
}
