import type { ShopCode } from 'shared-domain';
import type { Db } from '../../platform/db/schema.ts';
import { chunks, IMPORT_BATCH_ROWS } from './import-rules.ts';

// What the stock import compares a batch of rows with (products by code, the shop's stores, the
// pieces held) and the write of its changes in multi-row statements.

export function findProductIdsOfCodes(db: Db, codes: readonly string[]) {
  return db.selectFrom('products').where('code', 'in', codes).select(['id', 'code']).execute();
}

export function findStoresOfShop(db: Db, shop: ShopCode) {
  return db.selectFrom('stores').where('shop', '=', shop).select(['id', 'code']).execute();
}

/** The pieces held of these products in these stores. */
export function findStockLevels(db: Db, productIds: readonly number[], storeIds: readonly number[]) {
  return db
    .selectFrom('stock')
    .where('product_id', 'in', productIds)
    .where('store_id', 'in', storeIds)
    .select(['product_id', 'store_id', 'quantity'])
    .execute();
}

export async function writeStockLevels(
  trx: Db,
  levels: readonly { productId: number; storeId: number; quantity: number }[],
): Promise<void> {
  for (const run of chunks(levels, IMPORT_BATCH_ROWS))
    await trx
      .insertInto('stock')
      .values(run.map((c) => ({ product_id: c.productId, store_id: c.storeId, quantity: c.quantity })))
      .onConflict((conflict) =>
        conflict
          .columns(['product_id', 'store_id'])
          .doUpdateSet((eb) => ({ quantity: eb.ref('excluded.quantity') })),
      )
      .execute();
}
