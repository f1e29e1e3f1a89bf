import type { PickingOrder, PickingProblemStatus, PickingStatus, ShopCode } from 'shared-domain';
import { recordStaffChange, type StaffActor } from '../../platform/audit/audit-trail.ts';
import type { Db } from '../../platform/db/schema.ts';
import { CodedError } from '../../platform/errors.ts';
import { recordStockMovements } from '../stock-movements-repository.ts';
import {
  type LockedPickingOrder,
  lockPickingOrder,
  pickingNotAllowed,
  pickingOrderView,
  piecesOfOrder,
} from './picking-order.ts';
import { markOrderPicking, upsertPicking } from './picking-repository.ts';
import {
  flagStockForRecount,
  holdCrate,
  lockCrateByCode,
  lockStockRow,
  touchCrate,
} from './picking-stock-repository.ts';

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
    await upsertPicking(trx, order, { status: 'in_progress', picker_user_id: actor.id }, now);
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
    const crate = await lockCrateByCode(trx, deps.shop, crateCode.trim().toUpperCase());
    if (!crate) throw new CodedError('not_found', 'crate_not_found', 404);
    if (!OPEN.includes(order.status)) throw pickingNotAllowed();
    await upsertPicking(trx, order, { status: 'picked', crate_id: crate.id, picker_user_id: actor.id }, now);
    await holdCrate(trx, crate.id, actor.id, now);
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
    const stock = await lockStockRow(trx, problem.productId, storeId);
    const removed = problem.status === 'not_found' ? (stock?.quantity ?? 0) : 0;
    await flagStockForRecount(
      trx,
      {
        productId: problem.productId,
        storeId,
        reason: problem.reason,
        emptied: problem.status === 'not_found',
      },
      now,
    );
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
    await upsertPicking(
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
    await upsertPicking(
      trx,
      order,
      { status: 'waiting', crate_id: null, reason: null, picker_user_id: null },
      now,
    );
    if (order.crateId !== null) await touchCrate(trx, order.crateId, now);
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
