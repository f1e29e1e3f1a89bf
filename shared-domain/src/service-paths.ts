import { areaPaths } from './paths.ts';
import type { ShopCode } from './shop.ts';

// Fixed pages of the service area (mfe-service owns /servis, /service). A device selection is the
// area path followed by the seo names of its type, manufacturer, model and colour, like the
// buyout's (shared-domain/buyout selectionPath with area 'service'); these words no type can take.
export const servicePages = {
  cz: { booking: 'objednat', thankYou: 'dekujeme', status: 'stav', centres: 'servisni-centra' },
  ro: { booking: 'programare', thankYou: 'multumim', status: 'status', centres: 'centre' },
} as const satisfies Record<ShopCode, Record<string, string>>;
export type ServicePage = keyof (typeof servicePages)['cz'];

/** A fixed page of the service area; `number` for the thank-you page of one order. */
export function servicePagePath(shop: ShopCode, page: ServicePage, number?: string): string {
  const base = `${areaPaths[shop].service}/${servicePages[shop][page]}`;
  return number === undefined ? base : `${base}/${encodeURIComponent(number)}`;
}

/** The status page of one order, as linked from the thank-you page and the e-mail. */
export function serviceStatusPath(shop: ShopCode, order: { number: string; email: string }): string {
  const query = `number=${encodeURIComponent(order.number)}&email=${encodeURIComponent(order.email)}`;
  return `${servicePagePath(shop, 'status')}?${query}`;
}
