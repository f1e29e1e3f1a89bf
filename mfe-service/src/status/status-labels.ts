import type { MessageId } from '../messages/message-ids.ts';
import type { StepState, TimelineStep } from './timeline-view.ts';

/** Each step of a repair, as the timeline names it: a new step without its words fails tsc. */
export const stepTitle: Record<TimelineStep['status'], MessageId> = {
  booked: 'service.status.step.booked',
  received: 'service.status.step.received',
  diagnosed: 'service.status.step.diagnosed',
  quote_approved: 'service.status.step.quote_approved',
  in_repair: 'service.status.step.in_repair',
  ready: 'service.status.step.ready',
  collected: 'service.status.step.collected',
};

/** Whether a step is done, under way, ahead or off, in words for screen readers. */
export const stepStateLabel: Record<StepState, MessageId> = {
  done: 'service.status.state.done',
  current: 'service.status.state.current',
  upcoming: 'service.status.state.upcoming',
  skipped: 'service.status.state.skipped',
};
