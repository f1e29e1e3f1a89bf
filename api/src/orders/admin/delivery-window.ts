import type { DeliveryWindow } from 'shared-domain';
import { recordStaffChange, type StaffActor } from '../../platform/audit/audit-trail.ts';
import type { Db } from '../../platform/db/schema.ts';
import { CodedError } from '../../platform/errors.ts';
import type { OrderDeps } from '../order-deps.ts';
import { setDeliveryWindow } from '../order-repository.ts';
import { canCancel, findShopOrder } from './admin-order-detail.ts';

/** Staff move an order's delivery (pickup) window; the schema has already refused a 'to' not after 'from'. */
export async function changeDeliveryWindow(
  deps: Pick<OrderDeps, 'db' | 'shop'>,
  actor: StaffActor,
  number: string,
  window: DeliveryWindow,
): Promise<void> {
  await deps.db.transaction().execute(async (trx: Db) => {
    const order = await findShopOrder(trx, deps.shop, number);
    // A window means nothing once the order has left the shop or was cancelled.
    if (!canCancel(order)) throw new CodedError('conflict', 'order_not_cancellable', 409);
    const from = new Date(window.from);
    const to = new Date(window.to);
    await setDeliveryWindow(trx, order.id, from, to);
    await recordStaffChange(trx, deps.shop, actor, {
      entity: 'order',
      entityId: order.id,
      action: 'delivery-window',
      before: {
        from: order.timeslot_from?.toISOString() ?? null,
        to: order.timeslot_to?.toISOString() ?? null,
      },
      after: { from: from.toISOString(), to: to.toISOString() },
    });
  });
}
