import type { BuyoutStatus } from 'shared-domain/buyout';
import type { MessageId } from '../messages/message-ids.ts';

/** Each state of a saved buyout, as its review names it: a new state without its words fails tsc. */
export const reviewStatusLabel: Record<BuyoutStatus, MessageId> = {
  created: 'buyout.review.status.created',
  device_received: 'buyout.review.status.device_received',
  inspected: 'buyout.review.status.inspected',
  offer_confirmed: 'buyout.review.status.offer_confirmed',
  requoted: 'buyout.review.status.requoted',
  paid: 'buyout.review.status.paid',
  returned: 'buyout.review.status.returned',
};
