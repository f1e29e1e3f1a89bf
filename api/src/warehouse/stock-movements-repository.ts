import type { ShopCode } from 'shared-domain';
import type { Db, StockMovementKind } from '../platform/db/schema.ts';

/**
 * One recorded move of stock. Pieces go reserved (the order took them off the shelf's count) →
 * picked (into a crate) → shipped (handed to the carrier or the pickup counter); released when an
 * order is cancelled; not found when a picker misses them, which asks for a recount; a recount
 * records the difference it made.
 */
export interface StockMovementInput {
  kind: StockMovementKind;
  productId: number;
  storeId: number | null;
  orderId: number | null;
  quantity: number;
  note?: string | null;
  userId?: number | null;
}

/** Writes the movements in the caller's transaction, so a movement exists exactly when its change does. */
export async function recordStockMovements(
  trx: Db,
  shop: ShopCode,
  movements: readonly StockMovementInput[],
): Promise<void> {
  if (movements.length === 0) return;
  await trx
    .insertInto('stock_movements')
    .values(
      movements.map((movement) => ({
        shop,
        kind: movement.kind,
        product_id: movement.productId,
        store_id: movement.storeId,
        order_id: movement.orderId,
        quantity: movement.quantity,
        note: movement.note ?? null,
        user_id: movement.userId ?? null,
      })),
    )
    .execute();
}
