import type { ShopCode } from 'shared-domain';
import type { Db } from '../../platform/db/schema.ts';

// What picking changes besides the order: the crate it is picked into, and the stock a piece
// not found or not available flags for a recount.

/** The crate of the shop with this code, locked; undefined when the shop has none. */
export async function lockCrateByCode(trx: Db, shop: ShopCode, code: string) {
  return trx
    .selectFrom('crates')
    .select(['id', 'code'])
    .where('shop', '=', shop)
    .where('code', '=', code)
    .forUpdate()
    .executeTakeFirst();
}

/** The crate is held by whoever picked into it last. */
export async function holdCrate(trx: Db, crateId: number, userId: number, now: Date): Promise<void> {
  await trx
    .updateTable('crates')
    .set({ holder_user_id: userId, updated_at: now })
    .where('id', '=', crateId)
    .execute();
}

export async function touchCrate(trx: Db, crateId: number, now: Date): Promise<void> {
  await trx.updateTable('crates').set({ updated_at: now }).where('id', '=', crateId).execute();
}

/** The product's stock row in the store, locked; undefined when it has none. */
export async function lockStockRow(trx: Db, productId: number, storeId: number) {
  return trx
    .selectFrom('stock')
    .select('quantity')
    .where('product_id', '=', productId)
    .where('store_id', '=', storeId)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Flags the product's stock in the store for a recount with the reason (made, empty, when the
 * store has no row); `emptied` also sets its quantity to 0.
 */
export async function flagStockForRecount(
  trx: Db,
  flag: { productId: number; storeId: number; reason: string; emptied: boolean },
  now: Date,
): Promise<void> {
  await trx
    .insertInto('stock')
    .values({
      product_id: flag.productId,
      store_id: flag.storeId,
      quantity: 0,
      recount_requested_at: now,
      recount_reason: flag.reason,
    })
    .onConflict((conflict) =>
      conflict.columns(['product_id', 'store_id']).doUpdateSet({
        recount_requested_at: now,
        recount_reason: flag.reason,
        ...(flag.emptied ? { quantity: 0 } : {}),
      }),
    )
    .execute();
}
