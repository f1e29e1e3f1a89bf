import { sql } from 'kysely';
import type { ShopCode } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';
import type { StockTake } from './reserve-stock.ts';

// The sales stores' stock an order takes and a cancellation gives back, and where each order's
// pieces came from (order_stock_takes).

/** The product's pieces in the shop's active sales stores, the stock rows locked, in store order. */
export function lockSalesStock(trx: Db, shop: ShopCode, productId: number) {
  return trx
    .selectFrom('stock')
    .innerJoin('stores', 'stores.id', 'stock.store_id')
    .select(['stock.store_id', 'stock.quantity'])
    .where('stock.product_id', '=', productId)
    .where('stores.shop', '=', shop)
    .where('stores.kind', '=', 'store')
    .where('stores.is_active', '=', true)
    .where('stock.quantity', '>', 0)
    .orderBy('stock.store_id')
    .forUpdate('stock')
    .execute();
}

/** Takes the pieces from the store's stock unless fewer are left; answers whether it did. */
export async function takeFromStock(
  trx: Db,
  productId: number,
  storeId: number,
  quantity: number,
): Promise<boolean> {
  const updated = await trx
    .updateTable('stock')
    .set({ quantity: sql<number>`quantity - ${quantity}` })
    .where('product_id', '=', productId)
    .where('store_id', '=', storeId)
    .where('quantity', '>=', quantity)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Gives the pieces back to the store's stock (a row is made when the store has none). */
export async function returnToStock(trx: Db, take: StockTake): Promise<void> {
  await trx
    .insertInto('stock')
    .values({ product_id: take.productId, store_id: take.storeId, quantity: take.quantity })
    .onConflict((conflict) =>
      conflict
        .columns(['product_id', 'store_id'])
        .doUpdateSet({ quantity: sql<number>`stock.quantity + ${take.quantity}` }),
    )
    .execute();
}

export async function insertStockTakes(trx: Db, orderId: number, takes: readonly StockTake[]): Promise<void> {
  await trx
    .insertInto('order_stock_takes')
    .values(
      takes.map((take) => ({
        order_id: orderId,
        product_id: take.productId,
        store_id: take.storeId,
        quantity: take.quantity,
      })),
    )
    .execute();
}

/** Where the order's pieces were taken from, by product and store. */
export function findStockTakes(trx: Db, orderId: number): Promise<StockTake[]> {
  return trx
    .selectFrom('order_stock_takes')
    .select(['product_id as productId', 'store_id as storeId', 'quantity'])
    .where('order_id', '=', orderId)
    .orderBy('product_id')
    .orderBy('store_id')
    .execute();
}

export async function deleteStockTakes(trx: Db, orderId: number): Promise<void> {
  await trx.deleteFrom('order_stock_takes').where('order_id', '=', orderId).execute();
}

/** The shop's first sales store (lowest id). */
export async function findFirstSalesStoreId(trx: Db, shop: ShopCode): Promise<number | undefined> {
  const store = await trx
    .selectFrom('stores')
    .select('id')
    .where('shop', '=', shop)
    .where('kind', '=', 'store')
    .orderBy('id')
    .executeTakeFirst();
  return store?.id;
}

/** The order's pieces per product, in product order. */
export function sumOrderedPieces(trx: Db, orderId: number) {
  return trx
    .selectFrom('order_items')
    .select(['product_id as productId', sql<number>`sum(quantity)::int`.as('quantity')])
    .where('order_id', '=', orderId)
    .groupBy('product_id')
    .orderBy('product_id')
    .execute();
}
