import type { ShopCode } from 'shared-domain';
import type { OrderRow } from '../orders/order-access.ts';
import type { Db, PaymentRowStatus } from '../platform/db/schema.ts';
import { AppError } from '../platform/errors.ts';
import {
  cancelPendingPayments,
  findPaymentForUpdate,
  type GatewayResult,
  hasWithdrawal,
  lockOrderRow,
  settlePayment,
} from './payment-repository.ts';
import { paymentTexts } from './payment-texts.ts';

// The one rule of taking money for an order: an order is paid at most once, and an order that was
// cancelled or withdrawn from takes no payment. Every way in (card init, the gateway's buttons,
// wallet init and process, "pay again") locks the order row first and only then its payments, so
// two of them on one order run one after the other, always in the same lock order (no deadlock),
// and each judges the order as the other left it.

export type PaymentRefusal = 'already_paid' | 'order_closed';

/** Why the order can take no payment now, or null when it can. */
export function paymentRefusalOf(
  order: Pick<OrderRow, 'payment_status' | 'status'>,
  withdrawn: boolean,
): PaymentRefusal | null {
  if (order.payment_status === 'paid') return 'already_paid';
  if (order.status === 'cancelled' || withdrawn) return 'order_closed';
  return null;
}

/** The 409 of a refused payment, with the shop's text. */
export function paymentRefused(shop: ShopCode, refusal: PaymentRefusal): AppError {
  const texts = paymentTexts[shop];
  return new AppError(
    'conflict',
    refusal,
    409,
    refusal === 'already_paid' ? texts.alreadyPaid : texts.orderClosed,
  );
}

/** Locks the order row for a payment change and reads it as it is now, with its refusal. */
export async function lockOrderForPayment(
  trx: Db,
  orderId: number,
): Promise<{ order: OrderRow; refusal: PaymentRefusal | null }> {
  const order = await lockOrderRow(trx, orderId);
  return { order, refusal: paymentRefusalOf(order, await hasWithdrawal(trx, orderId)) };
}

/** Locks the order (refusing a payment it cannot take), then ends its pending attempts. */
export async function openNewPaymentAttempt(
  trx: Db,
  shop: ShopCode,
  orderId: number,
  now: Date,
): Promise<OrderRow> {
  const { order, refusal } = await lockOrderForPayment(trx, orderId);
  if (refusal) throw paymentRefused(shop, refusal);
  // One open attempt at a time: an older page or sheet can no longer pay.
  await cancelPendingPayments(trx, orderId, now);
  return order;
}

export interface SettledPayment {
  status: PaymentRowStatus;
  /** Set when the gateway's approval was refused: the payment was cancelled instead. */
  refusal: PaymentRefusal | null;
}

/**
 * Settles a pending payment with what the gateway answers. The gateway is asked (`charge`) only
 * while the order can still take the payment; otherwise the attempt is cancelled and nothing is
 * charged. A payment already settled answers its result (a double click).
 */
export async function settleUnderOrderLock(
  trx: Db,
  payment: { orderId: number; publicId: string },
  charge: () => { outcome: GatewayResult; reference: string | null },
  now: Date,
  /** Work the order owes once paid, in the same transaction (its invoice). */
  onPaid?: (trx: Db, orderId: number) => Promise<void>,
): Promise<SettledPayment> {
  const { refusal } = await lockOrderForPayment(trx, payment.orderId);
  const locked = await findPaymentForUpdate(trx, payment.publicId);
  if (locked?.status !== 'pending') return { status: locked?.status ?? 'cancelled', refusal: null };
  if (refusal) {
    await settlePayment(trx, locked, 'cancelled', now);
    return { status: 'cancelled', refusal };
  }
  const charged = charge();
  const status = await settlePayment(trx, locked, charged.outcome, now, charged.reference);
  if (status === 'paid' && onPaid) await onPaid(trx, payment.orderId);
  return { status, refusal: null };
}
