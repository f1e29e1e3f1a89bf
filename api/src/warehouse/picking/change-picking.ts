import type { PickingOrder, PickingProblemStatus, PickingStatus, ShopCode } from 'shared-domain';
import { recordStaffChange, type StaffActor } from '../../platform/audit/audit-trail.ts';
import type { Db } from '../../platform/db/schema.ts';
import { CodedError } from '../../platform/errors.ts';
import { recordStockMovements } from '../stock-movements.ts';
import {
  type LockedPickingOrder,
  lockPickingOrder,
  pickingNotAllowed,
  pickingOrderView,
  piecesOfOrder,
} from './picking-order.ts';

// The picking statuses of an order: waiting → in progress → picked (into a crate); not found and
// not available block it until someone resets it to waiting. Each change is one transaction with
// its audit row and its stock movements.

export interface PickingDeps {
  db: Db;
  shop: ShopCode;
}

/** The statuses a picker is still working from (a blocked or picked order needs a reset first). */
const OPEN: readonly PickingStatus[] = ['waiting', 'in_progress'];

/** The caller starts picking the order (or takes it over from another picker). */
export function startPicking(deps: PickingDeps, actor: StaffActor, number: string, now: Date) {
  return change(deps, actor, number, 'picking-start', async (trx, order) => {
    if (!OPEN.includes(order.status)) throw pickingNotAllowed();
    await savePicking(trx, order, { status: 'in_progress', picker_user_id: actor.id }, now);
    await markOrderPicking(trx, order.id);
    return { status: 'in_progress', picker: actor.email };
  });
}

/** Every piece is in the crate: the order is picked, the crate held by the caller. */
export function finishPicking(
  deps: PickingDeps,
  actor: StaffActor,
  number: string,
  crateCode: string,
  now: Date,
) {
  return change(deps, actor, number, 'picking-picked', async (trx, order) => {
    const crate = await trx
      .selectFrom('crates')
      .select(['id', 'code'])
      .where('shop', '=', deps.shop)
      .where('code', '=', crateCode.trim().toUpperCase())
      .forUpdate()
      .executeTakeFirst();
    if (!crate) throw new CodedError('not_found', 'crate_not_found', 404);
    if (!OPEN.includes(order.status)) throw pickingNotAllowed();
    await savePicking(trx, order, { status: 'picked', crate_id: crate.id, picker_user_id: actor.id }, now);
    await trx
      .updateTable('crates')
      .set({ holder_user_id: actor.id, updated_at: now })
      .where('id', '=', crate.id)
      .execute();
    await markOrderPicking(trx, order.id);
    const pieces = await piecesOfOrder(trx, order.id, order.firstStoreId);
    await recordStockMovements(
      trx,
      deps.shop,
      pieces.map((piece) => ({ kind: 'picked', ...piece, orderId: order.id, userId: actor.id })),
    );
    return { status: 'picked', crate: crate.code };
  });
}

/**
 * A piece is not on its shelf (not found) or cannot be sold (not available): the order is blocked
 * and the product's stock in its store is flagged for a recount. Pieces the picker could not find
 * are not there for anyone, so what the store still counts of it leaves sellable stock until the
 * recount, and the storefront stops offering them.
 */
export function reportPickingProblem(
  deps: PickingDeps,
  actor: StaffActor,
  number: string,
  problem: { status: PickingProblemStatus; productId: number; reason: string },
  now: Date,
) {
  return change(deps, actor, number, `picking-${problem.status.replace('_', '-')}`, async (trx, order) => {
    if (order.status === 'picked') throw pickingNotAllowed();
    const pieces = (await piecesOfOrder(trx, order.id, order.firstStoreId)).filter(
      (piece) => piece.productId === problem.productId,
    );
    if (pieces.length === 0) throw new CodedError('validation', 'picking_product_not_in_order', 400);
    const storeId = pieces.some((piece) => piece.storeId === order.storeId)
      ? order.storeId
      : pieces[0].storeId;
    const stock = await trx
      .selectFrom('stock')
      .select('quantity')
      .where('product_id', '=', problem.productId)
      .where('store_id', '=', storeId)
      .forUpdate()
      .executeTakeFirst();
    const removed = problem.status === 'not_found' ? (stock?.quantity ?? 0) : 0;
    await trx
      .insertInto('stock')
      .values({
        product_id: problem.productId,
        store_id: storeId,
        quantity: 0,
        recount_requested_at: now,
        recount_reason: problem.reason,
      })
      .onConflict((conflict) =>
        conflict.columns(['product_id', 'store_id']).doUpdateSet({
          recount_requested_at: now,
          recount_reason: problem.reason,
          ...(problem.status === 'not_found' ? { quantity: 0 } : {}),
        }),
      )
      .execute();
    if (problem.status === 'not_found')
      await recordStockMovements(trx, deps.shop, [
        {
          kind: 'not_found',
          productId: problem.productId,
          storeId,
          orderId: order.id,
          quantity: removed,
          note: problem.reason,
          userId: actor.id,
        },
      ]);
    await savePicking(
      trx,
      order,
      { status: problem.status, reason: problem.reason, picker_user_id: actor.id },
      now,
    );
    return { status: problem.status, productId: problem.productId, storeId, reason: problem.reason, removed };
  });
}

/** Back to waiting, out of its crate (the screen asks first): picked pieces go back to the shelf. */
export function resetPicking(deps: PickingDeps, actor: StaffActor, number: string, now: Date) {
  return change(deps, actor, number, 'picking-reset', async (trx, order) => {
    await savePicking(
      trx,
      order,
      { status: 'waiting', crate_id: null, reason: null, picker_user_id: null },
      now,
    );
    if (order.crateId !== null)
      await trx.updateTable('crates').set({ updated_at: now }).where('id', '=', order.crateId).execute();
    if (order.status === 'picked') {
      // The picked movements are undone: the pieces are reserved for the order again, on the shelf.
      const pieces = await piecesOfOrder(trx, order.id, order.firstStoreId);
      await recordStockMovements(
        trx,
        deps.shop,
        pieces.map((piece) => ({
          kind: 'picked',
          ...piece,
          quantity: -piece.quantity,
          orderId: order.id,
          note: 'reset',
          userId: actor.id,
        })),
      );
    }
    return { status: 'waiting' };
  });
}

/** One picking change: the order locked, the change, its audit row, then the order as the list shows it. */
async function change(
  deps: PickingDeps,
  actor: StaffActor,
  number: string,
  action: string,
  apply: (trx: Db, order: LockedPickingOrder) => Promise<Record<string, unknown>>,
): Promise<PickingOrder> {
  return deps.db.transaction().execute(async (trx) => {
    const order = await lockPickingOrder(trx, deps.shop, number);
    const after = await apply(trx, order);
    await recordStaffChange(trx, deps.shop, actor, {
      entity: 'order',
      entityId: order.id,
      action,
      before: { pickingStatus: order.status },
      after,
    });
    return pickingOrderView(trx, deps.shop, order);
  });
}

type PickingChange = Partial<{
  status: PickingStatus;
  crate_id: number | null;
  reason: string | null;
  picker_user_id: number | null;
}>;

/** The order's picking row, made on its first change (an order without one is waiting). */
async function savePicking(trx: Db, order: LockedPickingOrder, set: PickingChange, now: Date): Promise<void> {
  await trx
    .insertInto('order_picking')
    .values({ order_id: order.id, store_id: order.storeId, status: 'waiting', ...set, updated_at: now })
    .onConflict((conflict) => conflict.column('order_id').doUpdateSet({ ...set, updated_at: now }))
    .execute();
}

/** A new or paid order being picked says so to the customer and in the back office. */
async function markOrderPicking(trx: Db, orderId: number): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ status: 'picking' })
    .where('id', '=', orderId)
    .where('status', 'in', ['new', 'paid'])
    .execute();
}
