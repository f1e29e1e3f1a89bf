import type { OpeningHours, ShopCode } from 'shared-domain';
import { localDay, shopTimeZone, zonedInstant } from './shop-time.ts';
import { PREPARATION_MINUTES } from './timeslots.ts';

// When a store-pickup reservation can be collected: from the start of the window the customer
// chose, otherwise once the store has had 30 minutes of its opening hours to prepare it (an order
// placed at night is ready 30 minutes after the next opening).

const MINUTE = 60_000;
/** A store's week repeats: beyond eight days ahead there is no opening it has not shown already. */
const DAYS_LOOKED_AHEAD = 8;

interface OpenSpan {
  opens: number;
  closes: number;
}

/** The store's opening spans that end after `at`, in time order, over the next week. */
function spansAfter(shop: ShopCode, openingHours: readonly OpeningHours[], at: number): OpenSpan[] {
  const timeZone = shopTimeZone[shop];
  const spans: OpenSpan[] = [];
  for (let ahead = 0; ahead < DAYS_LOOKED_AHEAD; ahead += 1) {
    const day = localDay(new Date(at), ahead, timeZone);
    for (const hours of openingHours.filter((entry) => entry.day === day.weekday)) {
      const opens = zonedInstant(day, hours.opens, timeZone).getTime();
      const closes = zonedInstant(day, hours.closes, timeZone).getTime();
      if (closes > at) spans.push({ opens, closes });
    }
  }
  return spans.sort((a, b) => a.opens - b.opens);
}

/** The instant a store-pickup order can be collected from. */
export function pickupReadyFrom(
  shop: ShopCode,
  openingHours: readonly OpeningHours[],
  orderedAt: Date,
  chosenWindowFrom: Date | null,
): Date {
  if (chosenWindowFrom) return chosenWindowFrom;
  let preparation = PREPARATION_MINUTES * MINUTE;
  for (const span of spansAfter(shop, openingHours, orderedAt.getTime())) {
    const start = Math.max(span.opens, orderedAt.getTime());
    if (start + preparation <= span.closes) return new Date(start + preparation);
    // Closing time interrupts the preparation; the rest is done after the next opening.
    preparation -= span.closes - start;
  }
  // A store without opening hours: the preparation time alone.
  return new Date(orderedAt.getTime() + PREPARATION_MINUTES * MINUTE);
}
