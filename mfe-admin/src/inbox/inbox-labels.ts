import type { FormSubmissionKind, SubscriberStatus } from 'shared-domain';
import type { submissionHandledFilters } from 'shared-domain/contracts/staff.ts';
import type { MessageId } from '../messages/message-ids.ts';

/** Each form visitors send, named: a new form without its words fails tsc. */
export const submissionKindName: Record<FormSubmissionKind, MessageId> = {
  contact: 'admin.inbox.kind.contact',
  feedback: 'admin.inbox.kind.feedback',
  offer_request: 'admin.inbox.kind.offer_request',
  job_application: 'admin.inbox.kind.job_application',
};

/** Each choice of the inbox's "handled" filter. */
export const handledFilterName: Record<(typeof submissionHandledFilters)[number], MessageId> = {
  open: 'admin.inbox.filter.open',
  handled: 'admin.inbox.filter.handled.label',
  all: 'admin.inbox.filter.all',
};

/**
 * The fields the forms send, named. A submission keeps its fields as sent (free text to the
 * admin), so one not listed here is shown by its name.
 */
export const submissionFieldName: Record<string, MessageId> = {
  name: 'admin.inbox.field.name',
  email: 'admin.inbox.field.email',
  phone: 'admin.inbox.field.phone',
  subject: 'admin.inbox.field.subject',
  message: 'admin.inbox.field.message',
  position: 'admin.inbox.field.position',
  product: 'admin.inbox.field.product',
  rating: 'admin.inbox.field.rating',
};

/** Each state of a newsletter subscriber, named: a new state without its words fails tsc. */
export const subscriberStatusName: Record<SubscriberStatus, MessageId> = {
  pending: 'admin.subscribers.status.pending',
  confirmed: 'admin.subscribers.status.confirmed',
  unsubscribed: 'admin.subscribers.status.unsubscribed',
};
