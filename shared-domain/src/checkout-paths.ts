import { areaPaths } from './paths.ts';
import type { ShopCode } from './shop.ts';

// Pages of the checkout area (mfe-cart owns /objednavka, /comanda): the thank-you page, the
// payment result the card gateway returns to, the order status with its installment overview,
// and the contract withdrawal. The api builds the links in e-mails and redirects from here too.
export const checkoutPages = {
  cz: {
    thankYou: 'dekujeme',
    payment: 'platba',
    status: 'stav',
    installments: 'splatky',
    withdrawal: 'odstoupeni',
  },
  ro: {
    thankYou: 'multumim',
    payment: 'plata',
    status: 'status',
    installments: 'rate',
    withdrawal: 'retragere',
  },
} as const satisfies Record<ShopCode, Record<string, string>>;

export type CheckoutPageName = keyof (typeof checkoutPages)['cz'];

/** Route pattern of a checkout page, e.g. "/objednavka/dekujeme/:number". */
export function checkoutRoute(shop: ShopCode, page: CheckoutPageName): string {
  const base = `${areaPaths[shop].checkout}/${checkoutPages[shop][page]}`;
  return page === 'thankYou' || page === 'payment' ? `${base}/:number` : base;
}

/**
 * A checkout page of one order. The order's access token rides in the query, so links from the
 * thank-you page and e-mails open the order without an account.
 */
export function orderPagePath(
  shop: ShopCode,
  page: CheckoutPageName,
  order: { number: string; token?: string },
): string {
  const base = `${areaPaths[shop].checkout}/${checkoutPages[shop][page]}`;
  const path =
    page === 'thankYou' || page === 'payment' ? `${base}/${encodeURIComponent(order.number)}` : base;
  // shared-domain has no DOM or Node types, so the query is written by hand.
  const query: string[] = [];
  if (page !== 'thankYou' && page !== 'payment') query.push(`number=${encodeURIComponent(order.number)}`);
  if (order.token) query.push(`token=${encodeURIComponent(order.token)}`);
  return query.length > 0 ? `${path}?${query.join('&')}` : path;
}
