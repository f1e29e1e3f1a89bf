import type { OpeningHours, StoreException, StoreOpenState } from 'shared-domain';
import { localClock, localDay } from '../checkout/shop-time.ts';

// "Open now / opens at …" of a store, on the shop's wall clock (its time zone, not the server's or
// the browser's). A day listed among the exceptions (a public holiday) replaces the week's hours:
// closed, or its own hours. Looks two weeks ahead for the next opening.
const LOOKAHEAD_DAYS = 14;

function isoDay(day: { year: number; month: number; day: number }): string {
  return `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
}

function minutesOf(hhmm: string): number {
  const [hours, minutes] = hhmm.split(':').map(Number);
  return hours * 60 + minutes;
}

/** The hours of one local day: the exception's when there is one, else the week's. */
function hoursOn(
  date: string,
  weekday: OpeningHours['day'],
  openingHours: readonly OpeningHours[],
  exceptions: readonly StoreException[],
): { opens: string; closes: string } | null {
  const exception = exceptions.find((candidate) => candidate.date === date);
  if (exception) {
    const { closed, opens, closes } = exception;
    return closed || !opens || !closes ? null : { opens, closes };
  }
  return openingHours.find((entry) => entry.day === weekday) ?? null;
}

export function openStateAt(
  now: Date,
  timeZone: string,
  openingHours: readonly OpeningHours[],
  exceptions: readonly StoreException[],
): StoreOpenState {
  const { minutes } = localClock(now, timeZone);
  const today = isoDay(localDay(now, 0, timeZone));
  for (let ahead = 0; ahead < LOOKAHEAD_DAYS; ahead++) {
    const day = localDay(now, ahead, timeZone);
    const date = isoDay(day);
    const hours = hoursOn(date, day.weekday, openingHours, exceptions);
    if (!hours) continue;
    const opens = { date, weekday: day.weekday, time: hours.opens };
    if (ahead > 0) return { today, isOpen: false, closesAt: null, opensAt: opens };
    if (minutes < minutesOf(hours.opens)) return { today, isOpen: false, closesAt: null, opensAt: opens };
    if (minutes < minutesOf(hours.closes))
      return { today, isOpen: true, closesAt: hours.closes, opensAt: null };
  }
  return { today, isOpen: false, closesAt: null, opensAt: null };
}

/** Exceptions from the shop's today on, for the next `days` days. */
export function upcomingExceptions(
  now: Date,
  timeZone: string,
  exceptions: readonly StoreException[],
  days = 60,
): StoreException[] {
  const from = isoDay(localDay(now, 0, timeZone));
  const to = isoDay(localDay(now, days, timeZone));
  return exceptions
    .filter((row) => row.date >= from && row.date <= to)
    .sort((a, b) => a.date.localeCompare(b.date));
}
