import { sql } from 'kysely';
import type { ShopCode } from 'shared-domain';
import type { Db } from '../../platform/db/schema.ts';
import { recordStockMovements } from '../../warehouse/stock-movements.ts';
import type { StockTake } from '../reserve-stock.ts';

/**
 * Where a cancelled order's pieces go back to: the stores they were taken from. An order placed
 * before those were kept gives its pieces to its pickup store, else to the shop's first sales store.
 */
async function takesOf(trx: Db, shop: ShopCode, order: { id: number; store_id: number | null }) {
  const kept = await trx
    .selectFrom('order_stock_takes')
    .select(['product_id as productId', 'store_id as storeId', 'quantity'])
    .where('order_id', '=', order.id)
    .orderBy('product_id')
    .orderBy('store_id')
    .execute();
  if (kept.length > 0) return kept;
  const store =
    order.store_id ??
    (
      await trx
        .selectFrom('stores')
        .select('id')
        .where('shop', '=', shop)
        .where('kind', '=', 'store')
        .orderBy('id')
        .executeTakeFirst()
    )?.id;
  if (store === undefined) return [];
  const items = await trx
    .selectFrom('order_items')
    .select(['product_id as productId', sql<number>`sum(quantity)::int`.as('quantity')])
    .where('order_id', '=', order.id)
    .groupBy('product_id')
    .orderBy('product_id')
    .execute();
  return items.map((item): StockTake => ({ ...item, storeId: store }));
}

/** Returns the order's pieces to stock, in the cancellation's transaction; answers how many. */
export async function releaseStock(
  trx: Db,
  shop: ShopCode,
  order: { id: number; store_id: number | null },
): Promise<number> {
  const takes = await takesOf(trx, shop, order);
  // In product order, as reservations lock them, so a cancel and an order never deadlock.
  for (const take of takes) {
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
  await trx.deleteFrom('order_stock_takes').where('order_id', '=', order.id).execute();
  await recordStockMovements(
    trx,
    shop,
    takes.map((take) => ({ kind: 'released', ...take, orderId: order.id })),
  );
  return takes.reduce((sum, take) => sum + take.quantity, 0);
}
