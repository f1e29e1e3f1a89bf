import type { BuyoutTracking } from 'shared-domain';
import { type BuyoutStatus, timelineSteps } from 'shared-domain/buyout';

export type StepState = 'done' | 'current' | 'upcoming';

export interface TimelineStep {
  status: BuyoutStatus;
  state: StepState;
  /** The buyout is at this step now (aria-current), also when it is the last one and thus done. */
  isCurrent: boolean;
  /** When the step was reached (ISO), from the latest timeline entry of that status. */
  at: string | null;
  note: string | null;
}

const finalStatuses: readonly BuyoutStatus[] = ['paid', 'returned'];

/** The customer's timeline: every step in order, each done, current or upcoming. */
export function timelineView(tracking: Pick<BuyoutTracking, 'status' | 'timeline'>): TimelineStep[] {
  const reached = tracking.timeline.map((entry) => entry.status);
  return timelineSteps(reached).map((status) => {
    const entry = tracking.timeline.findLast((candidate) => candidate.status === status);
    const isCurrent = status === tracking.status;
    let state: StepState = 'upcoming';
    if (isCurrent) state = finalStatuses.includes(status) ? 'done' : 'current';
    else if (entry) state = 'done';
    return { status, state, isCurrent, at: entry?.at ?? null, note: entry?.note ?? null };
  });
}

/** After an inspection found the device in another state, the price shown is the new offer. */
export function isRequoted(tracking: Pick<BuyoutTracking, 'timeline'>): boolean {
  return tracking.timeline.some((entry) => entry.status === 'requoted');
}
