import { type Insertable, sql } from 'kysely';
import type { ShopCode } from 'shared-domain';
import type { Db, ProductExpectationsTable, TimeLimitedOffersTable } from '../platform/db/schema.ts';

// The demo rows of the storefront lists: expected products (with their stock removed) and
// time-limited offers.

export async function countProductExpectations(db: Db): Promise<number> {
  const existing = await db
    .selectFrom('product_expectations')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return existing.n;
}

/** The ids of the shop's newest priced new products, newest first. */
export async function selectNewestNewProducts(db: Db, shop: ShopCode, limit: number): Promise<number[]> {
  const newest = await db
    .selectFrom('products as p')
    .innerJoin('product_prices as pp', (join) =>
      join.onRef('pp.product_id', '=', 'p.id').on('pp.shop', '=', shop),
    )
    .select('p.id')
    .where('p.condition', '=', 'new')
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit)
    .execute();
  return newest.map((row) => row.id);
}

/** Removes the products' stock in the shop's stores. */
export async function deleteShopStock(db: Db, shop: ShopCode, productIds: readonly number[]): Promise<void> {
  await db
    .deleteFrom('stock')
    .where('product_id', 'in', productIds)
    .where('store_id', 'in', (eb) => eb.selectFrom('stores').select('id').where('shop', '=', shop))
    .execute();
}

export async function insertProductExpectations(
  db: Db,
  rows: readonly Insertable<ProductExpectationsTable>[],
): Promise<void> {
  await db.insertInto('product_expectations').values(rows).execute();
}

/** The shop's priced new products in stock in its stores, but the excluded ones, in id order. */
export async function selectOfferCandidates(db: Db, shop: ShopCode, excluded: readonly number[]) {
  return db
    .selectFrom('products as p')
    .innerJoin('product_prices as pp', (join) =>
      join.onRef('pp.product_id', '=', 'p.id').on('pp.shop', '=', shop),
    )
    .select(['p.id', 'pp.amount'])
    .where('p.condition', '=', 'new')
    .$if(excluded.length > 0, (qb) => qb.where('p.id', 'not in', excluded))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('stock as st')
          .innerJoin('stores as s', 's.id', 'st.store_id')
          .whereRef('st.product_id', '=', 'p.id')
          .where('s.shop', '=', shop)
          .where('st.quantity', '>', 0),
      ),
    )
    .orderBy('p.id')
    .execute();
}

export async function insertTimeLimitedOffers(
  db: Db,
  rows: readonly Insertable<TimeLimitedOffersTable>[],
): Promise<void> {
  await db.insertInto('time_limited_offers').values(rows).execute();
}
