import { sql } from 'kysely';
import { type OrderGridFilter, type ShopCode, shops } from 'shared-domain';
import type { Db } from '../../platform/db/schema.ts';

// The orders that pass the staff grid's filter: one query shape for the grid's page and count,
// its CSV export and a bulk action's "all matching", so they cannot disagree about what matches.
// Days are the shop's calendar days (an order placed at 00:30 in Prague belongs to that day).

/** `%`, `_` and `\` of a user's text match themselves in LIKE. */
function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The typed text as the generated search column holds it: lower case; a phone as its digits. */
export function staffSearchPattern(text: string): string {
  const trimmed = text.trim().toLowerCase();
  const phoneLike = /^\+?[\d\s]{6,}$/.test(trimmed);
  return likeContains(phoneLike ? trimmed.replace(/\D/g, '') : trimmed);
}

/** The start of a calendar day of the shop as an instant. */
function dayStart(shop: ShopCode, isoDay: string, plusDays = 0) {
  return sql<Date>`((${isoDay}::date + ${plusDays}::int)::timestamp at time zone ${shops[shop].timeZone})`;
}

export function matchingOrders(db: Db, shop: ShopCode, filter: OrderGridFilter) {
  return db
    .selectFrom('orders as o')
    .where('o.shop', '=', shop)
    .$if(filter.q !== undefined, (query) =>
      query.where('o.staff_search', 'like', staffSearchPattern(filter.q ?? '')),
    )
    .$if(filter.status !== undefined, (query) => query.where('o.status', '=', filter.status ?? 'new'))
    .$if(filter.paymentStatus !== undefined, (query) =>
      query.where('o.payment_status', '=', filter.paymentStatus ?? 'paid'),
    )
    .$if(filter.deliveryType !== undefined, (query) =>
      query.where('o.delivery_type', '=', filter.deliveryType ?? 'store'),
    )
    .$if(filter.store !== undefined, (query) => query.where('o.store_id', '=', filter.store ?? 0))
    .$if(filter.from !== undefined, (query) =>
      query.where('o.created_at', '>=', dayStart(shop, filter.from ?? '')),
    )
    .$if(filter.to !== undefined, (query) =>
      query.where('o.created_at', '<', dayStart(shop, filter.to ?? '', 1)),
    );
}

export type MatchingOrders = ReturnType<typeof matchingOrders>;
