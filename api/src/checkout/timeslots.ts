import type { OpeningHours, ShopCode } from 'shared-domain';
import type { Timeslot } from 'shared-domain/contracts';
import { isoWithOffset } from 'shared-domain/shop-clock.ts';
import { localDay, shopTimeZone, zonedInstant } from './shop-time.ts';

// Pickup windows of a store: two-hour windows within its opening hours over the next
// three days, the first starting no sooner than 30 minutes from now (the reservation's preparation).

export const SLOT_HOURS = 2;
export const SLOT_DAYS = 3;
export const PREPARATION_MINUTES = 30;
/** Goods shipped in from another store are ready two days later. */
export const SHIPPED_IN_MINUTES = 2 * 24 * 60;

export function timeslotsOf(
  shop: ShopCode,
  openingHours: readonly OpeningHours[],
  now: Date,
  earliestInMinutes = PREPARATION_MINUTES,
): Timeslot[] {
  const timeZone = shopTimeZone[shop];
  const earliest = now.getTime() + earliestInMinutes * 60_000;
  const days = Math.max(SLOT_DAYS, Math.ceil(earliestInMinutes / (24 * 60)) + SLOT_DAYS);
  const slots: Timeslot[] = [];
  for (let ahead = 0; ahead < days; ahead += 1) {
    const day = localDay(now, ahead, timeZone);
    for (const hours of openingHours.filter((entry) => entry.day === day.weekday)) {
      const closes = zonedInstant(day, hours.closes, timeZone).getTime();
      let start = zonedInstant(day, hours.opens, timeZone).getTime();
      for (; start + SLOT_HOURS * 3_600_000 <= closes; start += SLOT_HOURS * 3_600_000) {
        if (start < earliest) continue;
        slots.push({
          from: isoWithOffset(new Date(start), timeZone),
          to: isoWithOffset(new Date(start + SLOT_HOURS * 3_600_000), timeZone),
        });
      }
    }
  }
  return slots;
}

/** Whether the store offers exactly this window (compared as instants). */
export function offersTimeslot(slots: readonly Timeslot[], wanted: Timeslot): boolean {
  const [from, to] = [Date.parse(wanted.from), Date.parse(wanted.to)];
  return slots.some((slot) => Date.parse(slot.from) === from && Date.parse(slot.to) === to);
}
