import type { ServiceOrderStatus } from 'shared-domain';
import { serviceStatuses } from 'shared-domain/contracts';

export type StepState = 'done' | 'current' | 'upcoming' | 'skipped';

export interface TimelineStep {
  status: (typeof serviceStatuses)[number];
  state: StepState;
  /** The repair is at this step now (aria-current), also when it is the last one and thus done. */
  isCurrent: boolean;
  /** When the step was reached (ISO), or null for a step ahead. */
  at: string | null;
}

/**
 * Every step of the repair in order (issue 7 item 4), each done, current or still ahead; once the
 * order is cancelled the steps not reached will not happen.
 */
export function timelineView(order: Pick<ServiceOrderStatus, 'status' | 'timeline'>): TimelineStep[] {
  return serviceStatuses.map((status) => {
    const at = order.timeline.find((entry) => entry.status === status)?.at ?? null;
    const isCurrent = status === order.status;
    let state: StepState = at ? 'done' : 'upcoming';
    if (isCurrent) state = status === 'collected' ? 'done' : 'current';
    else if (!at && order.status === 'cancelled') state = 'skipped';
    return { status, state, isCurrent, at };
  });
}
