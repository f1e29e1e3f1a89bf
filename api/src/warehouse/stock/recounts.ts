import type { Recount, ShopCode } from 'shared-domain';
import { recordStaffChange, type StaffActor } from '../../platform/audit/audit-trail.ts';
import type { Db } from '../../platform/db/schema.ts';
import { CodedError } from '../../platform/errors.ts';
import { recordStockMovements } from '../stock-movements.ts';
import { productLabels } from './product-label.ts';

/** The stock rows of the shop a picker flagged for a recount, the oldest request first. */
export async function selectRecounts(db: Db, shop: ShopCode): Promise<Recount[]> {
  const rows = await db
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
  const names = await productLabels(
    db,
    shop,
    rows.map((row) => row.productId),
  );
  return rows.map(({ requestedAt, ...row }) => ({
    ...row,
    name: names.get(row.productId) ?? row.code,
    requestedAt: (requestedAt ?? new Date(0)).toISOString(),
  }));
}

/**
 * The counted pieces of a flagged stock row become its stock: the difference is recorded as a
 * recount movement, the flag is cleared and the change audited. A row not flagged (or of another
 * shop) answers 409 `recount_not_needed`.
 */
export async function recordRecount(
  db: Db,
  shop: ShopCode,
  actor: StaffActor,
  count: { productId: number; storeId: number; quantity: number },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('stock as st')
      .innerJoin('stores as s', 's.id', 'st.store_id')
      .select(['st.quantity', 'st.recount_reason'])
      .where('st.product_id', '=', count.productId)
      .where('st.store_id', '=', count.storeId)
      .where('s.shop', '=', shop)
      .where('st.recount_requested_at', 'is not', null)
      .forUpdate('st')
      .executeTakeFirst();
    if (!row) throw new CodedError('conflict', 'recount_not_needed', 409);
    await trx
      .updateTable('stock')
      .set({ quantity: count.quantity, recount_requested_at: null, recount_reason: null })
      .where('product_id', '=', count.productId)
      .where('store_id', '=', count.storeId)
      .execute();
    await recordStockMovements(trx, shop, [
      {
        kind: 'recount',
        productId: count.productId,
        storeId: count.storeId,
        orderId: null,
        quantity: count.quantity - row.quantity,
        note: row.recount_reason,
        userId: actor.id,
      },
    ]);
    await recordStaffChange(trx, shop, actor, {
      entity: 'stock',
      entityId: `${count.productId}-${count.storeId}`,
      action: 'recount',
      before: { quantity: row.quantity, recountReason: row.recount_reason },
      after: { quantity: count.quantity },
    });
  });
}
