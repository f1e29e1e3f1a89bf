import { type OrderBulkCancelResult, shops } from 'shared-domain';
import type { StaffActor } from '../../platform/audit/audit-trail.ts';
import { AppError } from '../../platform/errors.ts';
import type { OrderDeps } from '../order-deps.ts';
import { cancelOrder } from './cancel-order.ts';

/**
 * Cancels each chosen order in its own transaction, so one that cannot be cancelled (already
 * shipped, say) neither stops nor undoes the others; staff see which were refused and why.
 */
export async function cancelManyOrders(
  deps: OrderDeps,
  actor: StaffActor,
  numbers: readonly string[],
  now: Date,
): Promise<OrderBulkCancelResult> {
  const result: OrderBulkCancelResult = { cancelled: [], refused: [] };
  for (const number of new Set(numbers)) {
    try {
      result.cancelled.push(await cancelOrder(deps, actor, number, now));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      result.refused.push({ number, message: error.localized(shops[deps.shop].locale).message });
    }
  }
  return result;
}
