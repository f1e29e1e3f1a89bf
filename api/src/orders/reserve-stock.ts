import type { ShopCode } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';
import { AppError } from '../platform/errors.ts';
import { recordStockMovements } from '../warehouse/stock-movements-repository.ts';
import { insertStockTakes, lockSalesStock, takeFromStock } from './stock-reservation-repository.ts';

export interface StockDemand {
  productId: number;
  quantity: number;
  name: string;
}

/** Pieces of a product taken from one store: what a cancellation gives back to it. */
export interface StockTake {
  productId: number;
  storeId: number;
  quantity: number;
}

/**
 * Takes the ordered pieces out of the sales stores' stock inside the order's transaction: first
 * from the preferred store (store pickup, the express courier's store), then from the stores with
 * the most pieces. The stock rows are locked (products in id order, so two orders never deadlock)
 * and every update keeps `quantity >= n`, so a product is never oversold; when short, 409
 * `out_of_stock` rolls the whole order back. Answers where each piece came from.
 */
export async function reserveStock(
  trx: Db,
  shop: ShopCode,
  demands: readonly StockDemand[],
  preferredStoreId: number | null,
  outOfStockText: (name: string) => string,
): Promise<StockTake[]> {
  const takes: StockTake[] = [];
  const sorted = [...demands].sort((a, b) => a.productId - b.productId);
  for (const demand of sorted) {
    const rows = await lockSalesStock(trx, shop, demand.productId);
    const ordered = rows.sort(
      (a, b) =>
        Number(b.store_id === preferredStoreId) - Number(a.store_id === preferredStoreId) ||
        b.quantity - a.quantity,
    );
    let missing = demand.quantity;
    for (const row of ordered) {
      if (missing === 0) break;
      const take = Math.min(missing, row.quantity);
      if (await takeFromStock(trx, demand.productId, row.store_id, take)) {
        missing -= take;
        takes.push({ productId: demand.productId, storeId: row.store_id, quantity: take });
      }
    }
    if (missing > 0) throw new AppError('conflict', 'out_of_stock', 409, outOfStockText(demand.name));
  }
  return takes;
}

/** Keeps where the order's pieces came from, and records them as reserved, in the order's transaction. */
export async function recordStockTakes(
  trx: Db,
  shop: ShopCode,
  orderId: number,
  takes: readonly StockTake[],
): Promise<void> {
  if (takes.length === 0) return;
  await recordStockMovements(
    trx,
    shop,
    takes.map((take) => ({ kind: 'reserved', ...take, orderId })),
  );
  await insertStockTakes(trx, orderId, takes);
}
