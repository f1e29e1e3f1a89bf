import { sql } from 'kysely';
import type { ShopCode, StoreStock } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';

/** Per sales store: how many products it has at least one piece of, and how many pieces in total. */
export async function selectStockByStore(db: Db, shop: ShopCode): Promise<StoreStock[]> {
  return db
    .selectFrom('stores as s')
    .leftJoin('stock as st', (join) => join.onRef('st.store_id', '=', 's.id').on('st.quantity', '>', 0))
    .select(['s.id as storeId', 's.name as storeName'])
    .select([
      sql<number>`count(st.product_id)::int`.as('skus'),
      sql<number>`coalesce(sum(st.quantity), 0)::int`.as('units'),
    ])
    .where('s.shop', '=', shop)
    .where('s.kind', '=', 'store')
    .groupBy(['s.id', 's.name'])
    .orderBy('s.name')
    .execute();
}
