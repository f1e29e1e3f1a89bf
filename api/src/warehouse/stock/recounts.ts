import type { Recount, ShopCode } from 'shared-domain';
import { recordStaffChange, type StaffActor } from '../../platform/audit/audit-trail.ts';
import type { Db } from '../../platform/db/schema.ts';
import { CodedError } from '../../platform/errors.ts';
import { recordStockMovements } from '../stock-movements-repository.ts';
import { productLabels } from './product-label.ts';
import { lockFlaggedStockRow, selectFlaggedStockRows, setCountedStock } from './recount-repository.ts';

/** The stock rows of the shop a picker flagged for a recount, the oldest request first. */
export async function selectRecounts(db: Db, shop: ShopCode): Promise<Recount[]> {
  const rows = await selectFlaggedStockRows(db, shop);
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
    const row = await lockFlaggedStockRow(trx, shop, count);
    if (!row) throw new CodedError('conflict', 'recount_not_needed', 409);
    await setCountedStock(trx, count);
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
