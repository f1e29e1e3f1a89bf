import type { MyOrderSummary } from 'shared-domain';
import type { MessageId } from '../messages/message-ids.ts';

/** Each state of an order in words: a new state without its words fails tsc. */
export const orderStatusLabel: Record<MyOrderSummary['status'], MessageId> = {
  new: 'account.orders.orderStatus.new',
  paid: 'account.orders.orderStatus.paid',
  picking: 'account.orders.orderStatus.picking',
  shipped: 'account.orders.orderStatus.shipped',
  delivered: 'account.orders.orderStatus.delivered',
  cancelled: 'account.orders.orderStatus.cancelled',
};

/** Whether an order is paid, in words. */
export const paymentStatusLabel: Record<MyOrderSummary['paymentStatus'], MessageId> = {
  paid: 'account.orders.paymentStatus.paid',
  not_paid: 'account.orders.paymentStatus.not_paid',
  pending: 'account.orders.paymentStatus.pending',
};
