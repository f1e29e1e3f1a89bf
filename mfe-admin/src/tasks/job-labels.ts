import type { JobRunStatus } from 'shared-domain';
import type { MessageId } from '../messages/message-ids.ts';

/** Each state of a run in the staff's words: a new state without them fails tsc. */
export const jobStatusName: Record<JobRunStatus, MessageId> = {
  queued: 'admin.jobs.status.queued',
  running: 'admin.jobs.status.running',
  done: 'admin.jobs.status.done',
  failed: 'admin.jobs.status.failed',
  cancelled: 'admin.jobs.status.cancelled',
};

/**
 * The kinds of job a screen starts or the scheduler runs, in the staff's words. The api sends the
 * kind as free text: one not listed here is shown by its code, and the filter offers only these.
 */
export const jobKindName = {
  'catalogue.category-assignment': 'admin.jobs.kind.catalogue.category-assignment',
  'catalogue.import.dry-run': 'admin.jobs.kind.catalogue.import.dry-run',
  'catalogue.import.apply': 'admin.jobs.kind.catalogue.import.apply',
  'discounts.codes': 'admin.jobs.kind.discounts.codes',
  'orders.invoice.pdf': 'admin.jobs.kind.orders.invoice.pdf',
  'platform.housekeeping': 'admin.jobs.kind.platform.housekeeping',
} as const satisfies Record<string, MessageId>;

export type NamedJobKind = keyof typeof jobKindName;

export const namedJobKinds = Object.keys(jobKindName) as NamedJobKind[];

export function isNamedJobKind(kind: string): kind is NamedJobKind {
  return Object.hasOwn(jobKindName, kind);
}
