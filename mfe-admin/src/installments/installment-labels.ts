import type { InstallmentStatus } from 'shared-domain';
import type { MessageId } from '../messages/message-ids.ts';

/** Each state of an order's installment in the staff's words: a new state without them fails tsc. */
export const installmentStatusName: Record<InstallmentStatus, MessageId> = {
  sent: 'admin.installments.status.sent',
  approved: 'admin.installments.status.approved',
  rejected: 'admin.installments.status.rejected',
  waiting_for_store: 'admin.installments.status.waiting_for_store',
};
