import type { ShopCode } from 'shared-domain';
import { shops } from 'shared-domain';

// How dates read in the shop's e-mails, in the shop's time zone (amounts: shared-domain's formatMoney).

/** "29. ledna 2026" / "29 ianuarie 2026" in the shop's time zone. */
export function formatDate(date: Date, shop: ShopCode): string {
  return new Intl.DateTimeFormat(shops[shop].locale, {
    dateStyle: 'long',
    timeZone: shops[shop].timeZone,
  }).format(date);
}

/** The calendar year of a moment in the shop's time zone (buyout numbers restart every year). */
export function yearIn(shop: ShopCode, date: Date): number {
  return Number(
    new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: shops[shop].timeZone }).format(date),
  );
}
