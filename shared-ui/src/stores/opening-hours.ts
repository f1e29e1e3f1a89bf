import { type OpeningHours, type Weekday, weekdays } from 'shared-domain';

/** Consecutive days with the same hours, e.g. mon–fri 08:30–17:30; `hours` null means closed. */
export interface HoursRow {
  from: Weekday;
  to: Weekday;
  hours: { opens: string; closes: string } | null;
}

export function groupOpeningHours(openingHours: readonly OpeningHours[]): HoursRow[] {
  const rows: HoursRow[] = [];
  for (const day of weekdays) {
    const entry = openingHours.find((candidate) => candidate.day === day);
    const hours = entry ? { opens: entry.opens, closes: entry.closes } : null;
    const last = rows.at(-1);
    if (last && sameHours(last.hours, hours)) last.to = day;
    else rows.push({ from: day, to: day, hours });
  }
  return rows;
}

function sameHours(a: HoursRow['hours'], b: HoursRow['hours']): boolean {
  return a === null || b === null ? a === b : a.opens === b.opens && a.closes === b.closes;
}

// 1 January 2024 was a Monday: day names and times come from Intl, in the language on screen.
const MONDAY = Date.UTC(2024, 0, 1);

export function weekdayName(day: Weekday, locale: string): string {
  const date = new Date(MONDAY + weekdays.indexOf(day) * 86_400_000);
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(date);
}

export function timeOfDay(value: string, locale: string): string {
  const [hours, minutes] = value.split(':').map(Number);
  if (!Number.isInteger(hours) || !Number.isInteger(minutes)) return value;
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 1, hours, minutes)),
  );
}
