import type { ShopCode } from 'shared-domain';
import type { Db } from '../../platform/db/schema.ts';

// The stock rows a picker flagged for a recount, and their counted quantity.

/** The shop's flagged stock rows with their store's name and product code, the oldest request first. */
export async function selectFlaggedStockRows(db: Db, shop: ShopCode) {
  return db
    .selectFrom('stock as st')
    .innerJoin('stores as s', 's.id', 'st.store_id')
    .innerJoin('products as p', 'p.id', 'st.product_id')
    .select([
      'st.product_id as productId',
      'st.store_id as storeId',
      's.name as storeName',
      'p.code',
      'st.location',
      'st.quantity',
      'st.recount_reason as reason',
      'st.recount_requested_at as requestedAt',
    ])
    .where('s.shop', '=', shop)
    .where('st.recount_requested_at', 'is not', null)
    .orderBy('st.recount_requested_at')
    .orderBy('st.product_id')
    .orderBy('st.store_id')
    .execute();
}

/** The flagged stock row of a store of the shop, locked; undefined when not flagged (or another shop's). */
export async function lockFlaggedStockRow(
  trx: Db,
  shop: ShopCode,
  row: { productId: number; storeId: number },
) {
  return trx
    .selectFrom('stock as st')
    .innerJoin('stores as s', 's.id', 'st.store_id')
    .select(['st.quantity', 'st.recount_reason'])
    .where('st.product_id', '=', row.productId)
    .where('st.store_id', '=', row.storeId)
    .where('s.shop', '=', shop)
    .where('st.recount_requested_at', 'is not', null)
    .forUpdate('st')
    .executeTakeFirst();
}

/** The counted pieces become the row's stock, and its recount flag is cleared. */
export async function setCountedStock(
  trx: Db,
  count: { productId: number; storeId: number; quantity: number },
): Promise<void> {
  await trx
    .updateTable('stock')
    .set({ quantity: count.quantity, recount_requested_at: null, recount_reason: null })
    .where('product_id', '=', count.productId)
    .where('store_id', '=', count.storeId)
    .execute();
}
