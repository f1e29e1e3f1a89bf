import type { MyBuyouts, MyInstallments, MyServiceOrders } from 'shared-domain';
import type { MessageId } from '../messages/message-ids.ts';

/** Each state of a buyout the summary lists, in words: a new state without its words fails tsc. */
export const buyoutStatusLabel: Record<MyBuyouts['buyouts'][number]['status'], MessageId> = {
  created: 'account.summary.buyoutStatus.created',
  device_received: 'account.summary.buyoutStatus.device_received',
  inspected: 'account.summary.buyoutStatus.inspected',
  requoted: 'account.summary.buyoutStatus.requoted',
  offer_confirmed: 'account.summary.buyoutStatus.offer_confirmed',
  paid: 'account.summary.buyoutStatus.paid',
  returned: 'account.summary.buyoutStatus.returned',
};

/** Each state of an installment purchase, in words. */
export const installmentStatusLabel: Record<MyInstallments['installments'][number]['status'], MessageId> = {
  sent: 'account.summary.installmentStatus.sent',
  approved: 'account.summary.installmentStatus.approved',
  rejected: 'account.summary.installmentStatus.rejected',
  waiting_for_store: 'account.summary.installmentStatus.waiting_for_store',
};

/** Each state of a repair, in words. */
export const serviceStatusLabel: Record<MyServiceOrders['orders'][number]['status'], MessageId> = {
  booked: 'account.summary.serviceStatus.booked',
  received: 'account.summary.serviceStatus.received',
  diagnosed: 'account.summary.serviceStatus.diagnosed',
  quote_approved: 'account.summary.serviceStatus.quote_approved',
  in_repair: 'account.summary.serviceStatus.in_repair',
  ready: 'account.summary.serviceStatus.ready',
  collected: 'account.summary.serviceStatus.collected',
  cancelled: 'account.summary.serviceStatus.cancelled',
};
