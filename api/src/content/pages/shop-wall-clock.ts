import { type ShopCode, shops } from 'shared-domain';
import { instantOfWallTime, wallTimeOf } from 'shared-domain/shop-clock.ts';

// Staff schedule pages in the shop's wall-clock time (what a datetime-local field shows), and the
// api keeps instants, so a page set to appear at 09:00 appears at 09:00 in Prague or Bucharest
// whatever zone the server or the editor's browser runs in.

/** `2026-12-01T09:00` in the shop's zone → the instant (the body's schema has checked the form). */
export function instantOfShopWallClock(shop: ShopCode, wallClock: string): Date {
  const instant = instantOfWallTime(wallClock, shops[shop].timeZone);
  if (!instant) throw new TypeError(`Not a wall-clock time: ${wallClock}`);
  return instant;
}

/** The instant as the shop's wall clock, `2026-12-01T09:00`. */
export function shopWallClockOf(shop: ShopCode, at: Date): string {
  return wallTimeOf(at, shops[shop].timeZone);
}
