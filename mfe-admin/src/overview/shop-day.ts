import { wallTimeOf } from 'shared-domain/shop-clock.ts';

/**
 * "2026-03-06": the shop's calendar day at this instant, as the orders grid's `from`/`to` filters
 * take it. Not the browser's day: after midnight in Prague it is still yesterday in UTC.
 */
export function shopDayOf(instant: Date, timeZone: string): string {
  return wallTimeOf(instant.toISOString(), timeZone).slice(0, 10);
}
