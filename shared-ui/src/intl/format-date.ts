import { type Locale, shopOfLocale, shops } from 'shared-domain';
import type { Timeslot } from 'shared-domain/contracts';

export type DateInput = Date | string | number;

/** The zone a locale's shop keeps its clocks in: Europe/Prague for cs-CZ, Europe/Bucharest for ro-RO. */
export function shopTimeZoneOf(locale: Locale): string {
  return shops[shopOfLocale(locale)].timeZone;
}

/**
 * Dates only through Intl, in the shop's time zone: a customer in another zone (or a UTC test
 * runner) must see the hours the store keeps. The default is the locale's medium date, e.g.
 * "5. 3. 2026". An explicit `timeZone` wins, e.g. 'UTC' for date-only values stored as midnight UTC.
 */
export function formatDate(
  value: DateInput,
  locale: Locale,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const timeZone = options.timeZone ?? shopTimeZoneOf(locale);
  return new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(toDate(value));
}

/** A hand-over or pickup window, "po 12. 5. 10:00–12:00", in the shop's language and time zone. */
export function formatTimeslot(slot: Timeslot, locale: Locale): string {
  const day = formatDate(slot.from, locale, { weekday: 'short', day: 'numeric', month: 'numeric' });
  const time = (value: string) => formatDate(value, locale, { hour: '2-digit', minute: '2-digit' });
  return `${day} ${time(slot.from)}–${time(slot.to)}`;
}

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}
