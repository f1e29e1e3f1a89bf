import type { ShopCode } from 'shared-domain';
import { buyoutPagePath } from 'shared-domain/buyout';
import type { SellOnlineResult } from '../buyout-api.ts';

/** The Location of a sale as a path on this origin, or null when it is missing or points elsewhere. */
export function localPathOf(location: string, origin: string = window.location.origin): string | null {
  if (location.trim() === '') return null;
  try {
    const url = new URL(location, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/** Where a sold buyout goes: the sale's Location header when it is on this origin, else the thank-you page. */
export function thankYouTargetOf(result: SellOnlineResult, shop: ShopCode): string {
  return (
    localPathOf(result.location) ??
    `${buyoutPagePath(shop, 'thankYou', result.id)}?token=${encodeURIComponent(result.token)}`
  );
}
