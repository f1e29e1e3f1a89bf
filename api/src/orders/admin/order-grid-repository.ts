import { sql } from 'kysely';
import { type OrderGridFilter, type OrderGridRow, type ShopCode, shops } from 'shared-domain';
import type { Db } from '../../platform/db/schema.ts';

// The orders grid's rows: a page of the matching orders and their count, or all of them for the
// export, a batch at a time.

// The orders that pass the staff grid's filter: one query shape for the grid's page and count,
// its CSV export and a bulk action's "all matching", so they cannot disagree about what matches.
// Days are the shop's calendar days (an order placed at 00:30 in Prague belongs to that day).

/** `%`, `_` and `\` of a user's text match themselves in LIKE. */
function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The typed text as the generated search column holds it: lower case; a phone as its digits. */
function staffSearchPattern(text: string): string {
  const trimmed = text.trim().toLowerCase();
  const phoneLike = /^\+?[\d\s]{6,}$/.test(trimmed);
  return likeContains(phoneLike ? trimmed.replace(/\D/g, '') : trimmed);
}

/** The start of a calendar day of the shop as an instant. */
function dayStart(shop: ShopCode, isoDay: string, plusDays = 0) {
  return sql<Date>`((${isoDay}::date + ${plusDays}::int)::timestamp at time zone ${shops[shop].timeZone})`;
}

function matchingOrders(db: Db, shop: ShopCode, filter: OrderGridFilter) {
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

type MatchingOrders = ReturnType<typeof matchingOrders>;

const EXPORT_BATCH = 1000;
/**
 * The grid counts matching orders up to this many and then says "more than": counting every one of
 * a million orders costs a read of most of the table on each page, and nobody pages that far.
 */
export const ORDER_GRID_COUNT_CAP = 10_000;

/** The grid's sorts on their columns; each ends on the id, so pages never overlap. */
function ordered(query: MatchingOrders, sort: string | undefined) {
  const descending = sort?.startsWith('-') ?? false;
  const direction = descending ? sql`desc` : sql`asc`;
  switch (sort?.replace(/^-/, '') ?? 'newest') {
    case 'number':
      return query.orderBy(sql`o.number ${direction}`);
    case 'total':
      return query.orderBy(sql`o.total_amount ${direction}`).orderBy('o.id', 'desc');
    case 'status':
      return query.orderBy(sql`o.status ${direction}`).orderBy('o.id', 'desc');
    default:
      // "newest" first by default; "-newest" is the oldest first.
      return query
        .orderBy(sql`o.created_at ${descending ? sql`asc` : sql`desc`}`)
        .orderBy(sql`o.id ${descending ? sql`asc` : sql`desc`}`);
  }
}

function withColumns(query: MatchingOrders) {
  return query
    .leftJoin('stores as s', 's.id', 'o.store_id')
    .select([
      'o.id',
      'o.number',
      'o.created_at',
      'o.status',
      'o.payment_status',
      'o.payment_type',
      'o.delivery_type',
      's.name as store',
      'o.billing_address',
      'o.email',
      'o.total_amount',
      'o.currency',
    ]);
}

type ColumnsRow = Awaited<ReturnType<ReturnType<typeof withColumns>['execute']>>[number];

function text(address: Record<string, unknown> | null, key: string): string {
  const value = address?.[key];
  return typeof value === 'string' ? value : '';
}

function rowOf(row: ColumnsRow): OrderGridRow {
  const billing = row.billing_address as Record<string, unknown> | null;
  return {
    number: row.number,
    createdAt: new Date(row.created_at).toISOString(),
    status: row.status,
    paymentStatus: row.payment_status,
    paymentType: row.payment_type,
    deliveryType: row.delivery_type,
    store: row.store,
    customerName: `${text(billing, 'first_name')} ${text(billing, 'last_name')}`.trim(),
    company: billing?.invoice_on_company && text(billing, 'company') ? text(billing, 'company') : null,
    email: row.email,
    phone: text(billing, 'phone') || null,
    total: { amount: row.total_amount, currency: row.currency },
  };
}

export async function selectOrderGridPage(
  db: Db,
  shop: ShopCode,
  filter: OrderGridFilter,
  page: { sort?: string; offset: number; limit: number },
): Promise<{ rows: OrderGridRow[]; total: number; totalIsCapped: boolean }> {
  const matching = matchingOrders(db, shop, filter);
  const [rows, count] = await Promise.all([
    withColumns(ordered(matching, page.sort)).offset(page.offset).limit(page.limit).execute(),
    db
      .selectFrom(
        matching
          .select(sql<number>`1`.as('one'))
          .limit(ORDER_GRID_COUNT_CAP + 1)
          .as('counted'),
      )
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  const totalIsCapped = count.total > ORDER_GRID_COUNT_CAP;
  return {
    rows: rows.map(rowOf),
    total: totalIsCapped ? ORDER_GRID_COUNT_CAP : count.total,
    totalIsCapped,
  };
}

/** Every matching order in the grid's order, read a batch at a time (keyset on the ids). */
export async function* orderGridRowsForExport(
  db: Db,
  shop: ShopCode,
  filter: OrderGridFilter,
  sort: string | undefined,
): AsyncGenerator<OrderGridRow> {
  const ids = (
    await ordered(matchingOrders(db, shop, filter), sort)
      .select('o.id')
      .execute()
  ).map((row) => row.id);
  for (let start = 0; start < ids.length; start += EXPORT_BATCH) {
    const batch = ids.slice(start, start + EXPORT_BATCH);
    const rows = await withColumns(matchingOrders(db, shop, {}).where('o.id', 'in', batch)).execute();
    const byId = new Map(rows.map((row) => [row.id, rowOf(row)]));
    for (const id of batch) {
      const row = byId.get(id);
      if (row) yield row;
    }
  }
}

/** The stores orders can be picked up in, for the grid's store filter. */
export function selectOrderGridStores(db: Db, shop: ShopCode): Promise<{ id: number; name: string }[]> {
  return db
    .selectFrom('stores')
    .select(['id', 'name'])
    .where('shop', '=', shop)
    .where('kind', '=', 'store')
    .orderBy('name')
    .execute();
}
