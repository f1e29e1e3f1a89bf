import type { BuyoutStatus } from 'shared-domain/buyout';
import type { MessageId } from '../messages/message-ids.ts';
import type { StepState } from './timeline-view.ts';

/** Each step of a buyout, as the timeline names it: a new step without its words fails tsc. */
export const stepTitle: Record<BuyoutStatus, MessageId> = {
  created: 'buyout.tracking.status.created',
  device_received: 'buyout.tracking.status.device_received',
  inspected: 'buyout.tracking.status.inspected',
  requoted: 'buyout.tracking.status.requoted',
  offer_confirmed: 'buyout.tracking.status.offer_confirmed',
  paid: 'buyout.tracking.status.paid',
  returned: 'buyout.tracking.status.returned',
};

/** Whether a step is done, under way or ahead, in words for screen readers. */
export const stepStateLabel: Record<StepState, MessageId> = {
  done: 'buyout.tracking.state.done',
  current: 'buyout.tracking.state.current',
  upcoming: 'buyout.tracking.state.upcoming',
};
