import type { OrderRow } from './order-access.ts';

/** 14 days for a contract withdrawal (distance selling), counted from delivery, or from ordering until then. */
export const WITHDRAWAL_DAYS = 14;

export function withdrawalDeadline(order: Pick<OrderRow, 'delivered_at' | 'created_at'>): Date {
  const start = order.delivered_at ?? order.created_at;
  return new Date(start.getTime() + WITHDRAWAL_DAYS * 24 * 60 * 60 * 1000);
}
