import { type ShopCode, shops, type Weekday } from 'shared-domain';
import { instantOfWallParts, wallPartsOf } from 'shared-domain/shop-clock.ts';

// Local times of the shop's country: pickup windows are offered in store opening hours and sent as
// ISO date-times with the shop's UTC offset ("2026-01-15T10:00:00+01:00").

/** The shop's zone, as shops defines it for every part of the shop. */
export const shopTimeZone: Record<ShopCode, string> = { cz: shops.cz.timeZone, ro: shops.ro.timeZone };
const weekdayOrder: Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** The instant of a local wall-clock time ("HH:MM") on a local calendar day. */
export function zonedInstant(
  day: { year: number; month: number; day: number },
  hhmm: string,
  timeZone: string,
): Date {
  const [hour, minute] = hhmm.split(':').map(Number);
  return instantOfWallParts({ ...day, hour, minute }, timeZone);
}

/** The local calendar day `daysAhead` after `now`'s local day, with its weekday. */
export function localDay(now: Date, daysAhead: number, timeZone: string) {
  const today = wallPartsOf(now, timeZone);
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
  const p = wallPartsOf(now, timeZone);
  const weekday = weekdayOrder[new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay()];
  return { weekday, minutes: p.hour * 60 + p.minute };
}
