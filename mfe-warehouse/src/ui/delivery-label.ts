import type { PickingOrder } from 'shared-domain/contracts/staff.ts';
import type { MessageId } from '../messages/message-ids.ts';

/** How an order leaves the warehouse, in words: every delivery type has its label, or tsc fails. */
export const deliveryLabel: Record<PickingOrder['deliveryType'], MessageId> = {
  store: 'warehouse.delivery.store',
  pickup_point: 'warehouse.delivery.pickup_point',
  courier: 'warehouse.delivery.courier',
  express: 'warehouse.delivery.express',
};
