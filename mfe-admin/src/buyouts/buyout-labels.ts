import type { BuyoutDeviceCondition, BuyoutStatus } from 'shared-domain/buyout';
import type { MessageId } from '../messages/message-ids.ts';

/** Each status of a buyout in the staff's words ("Zařízení přijato"): a new status without them fails tsc. */
export const buyoutStatusName: Record<BuyoutStatus, MessageId> = {
  created: 'admin.buyouts.status.created',
  device_received: 'admin.buyouts.status.device_received',
  inspected: 'admin.buyouts.status.inspected',
  requoted: 'admin.buyouts.status.requoted',
  offer_confirmed: 'admin.buyouts.status.offer_confirmed',
  paid: 'admin.buyouts.status.paid',
  returned: 'admin.buyouts.status.returned',
};

/** A status staff can move a buyout to: every one but `created`, where a buyout only starts. */
export type BuyoutStep = Exclude<BuyoutStatus, 'created'>;

export function isBuyoutStep(status: BuyoutStatus): status is BuyoutStep {
  return status !== 'created';
}

/** The button that moves a buyout to each status. */
export const buyoutStepAction: Record<BuyoutStep, MessageId> = {
  device_received: 'admin.buyout.action.device_received',
  inspected: 'admin.buyout.action.inspected',
  requoted: 'admin.buyout.action.requoted',
  offer_confirmed: 'admin.buyout.action.offer_confirmed',
  paid: 'admin.buyout.action.paid',
  returned: 'admin.buyout.action.returned',
};

/** The device's overall condition, as the seller gave it. */
export const deviceConditionName: Record<BuyoutDeviceCondition, MessageId> = {
  like_new: 'admin.buyout.condition.like_new',
  used: 'admin.buyout.condition.used',
};
