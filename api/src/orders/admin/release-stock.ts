import type { ShopCode } from 'shared-domain';
import type { Db } from '../../platform/db/schema.ts';
import { recordStockMovements } from '../../warehouse/stock-movements-repository.ts';
import type { StockTake } from '../reserve-stock.ts';
import {
  deleteStockTakes,
  findFirstSalesStoreId,
  findStockTakes,
  returnToStock,
  sumOrderedPieces,
} from '../stock-reservation-repository.ts';

/**
 * Where a cancelled order's pieces go back to: the stores they were taken from. An order placed
 * before those were kept gives its pieces to its pickup store, else to the shop's first sales store.
 */
async function takesOf(trx: Db, shop: ShopCode, order: { id: number; store_id: number | null }) {
  const kept = await findStockTakes(trx, order.id);
  if (kept.length > 0) return kept;
  const store = order.store_id ?? (await findFirstSalesStoreId(trx, shop));
  if (store === undefined) return [];
  const items = await sumOrderedPieces(trx, order.id);
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
    await returnToStock(trx, take);
  }
  await deleteStockTakes(trx, order.id);
  await recordStockMovements(
    trx,
    shop,
    takes.map((take) => ({ kind: 'released', ...take, orderId: order.id })),
  );
  return takes.reduce((sum, take) => sum + take.quantity, 0);
}
