import { type ShopCode, shops, type Weekday } from 'shared-domain';

// Local times of the shop's country: pickup windows are offered in store opening hours and sent as
// ISO date-times with the shop's UTC offset ("2026-01-15T10:00:00+01:00").

/** The shop's zone, as shops defines it for every part of the shop. */
export const shopTimeZone: Record<ShopCode, string> = { cz: shops.cz.timeZone, ro: shops.ro.timeZone };
const weekdayOrder: Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function localParts(date: Date, timeZone: string): LocalParts {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(date);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
  };
}

/** Minutes the zone is ahead of UTC at this instant. */
export function offsetMinutes(date: Date, timeZone: string): number {
  const p = localParts(date, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  return Math.round((asUtc - Math.floor(date.getTime() / 60_000) * 60_000) / 60_000);
}

/** The instant of a local wall-clock time ("HH:MM") on a local calendar day. */
export function zonedInstant(
  day: { year: number; month: number; day: number },
  hhmm: string,
  timeZone: string,
): Date {
  const [hour, minute] = hhmm.split(':').map(Number);
  const guess = Date.UTC(day.year, day.month - 1, day.day, hour, minute);
  const first = guess - offsetMinutes(new Date(guess), timeZone) * 60_000;
  return new Date(guess - offsetMinutes(new Date(first), timeZone) * 60_000);
}

/** ISO 8601 with the zone's offset, seconds included. */
export function isoWithOffset(date: Date, timeZone: string): string {
  const offset = offsetMinutes(date, timeZone);
  const local = new Date(date.getTime() + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** The local calendar day `daysAhead` after `now`'s local day, with its weekday. */
export function localDay(now: Date, daysAhead: number, timeZone: string) {
  const today = localParts(now, timeZone);
  const date = new Date(Date.UTC(today.year, today.month - 1, today.day + daysAhead));
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    weekday: weekdayOrder[date.getUTCDay()],
  };
}

/** Local wall-clock hour and weekday of an instant. */
export function localClock(now: Date, timeZone: string): { weekday: Weekday; minutes: number } {
  const p = localParts(now, timeZone);
  const weekday = weekdayOrder[new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay()];
  return { weekday, minutes: p.hour * 60 + p.minute };
}
