import { randomBytes } from 'node:crypto';
import type { Db, PaymentRowStatus, PaymentsTable } from '../platform/db/schema.ts';

export type PaymentMethodColumn = PaymentsTable['method'];

export interface NewPayment {
  orderId: number;
  method: PaymentMethodColumn;
  provider: string;
  status: PaymentRowStatus;
  amount: number;
  currency: 'CZK' | 'RON';
  reference?: string | null;
}

/** Inserts a payment and returns its public id (what the gateway and the browser see). */
export async function insertPayment(db: Db, payment: NewPayment, now: Date): Promise<string> {
  const publicId = `pay_${randomBytes(16).toString('base64url')}`;
  await db
    .insertInto('payments')
    .values({
      public_id: publicId,
      order_id: payment.orderId,
      method: payment.method,
      provider: payment.provider,
      status: payment.status,
      amount: payment.amount,
      currency: payment.currency,
      gateway_reference: payment.reference ?? null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return publicId;
}

function paymentWithOrder(db: Db, publicId: string) {
  return db
    .selectFrom('payments as p')
    .innerJoin('orders as o', 'o.id', 'p.order_id')
    .select([
      'p.id',
      'p.public_id',
      'p.method',
      'p.status',
      'p.amount',
      'p.currency',
      'o.id as orderId',
      'o.number',
      'o.shop',
      'o.access_token_hash',
      'o.payment_status',
    ])
    .where('p.public_id', '=', publicId);
}

/** A payment with its order, as it is now (nothing locked). */
export function findPayment(db: Db, publicId: string) {
  return paymentWithOrder(db, publicId).executeTakeFirst();
}

/**
 * A payment with its order, the payment row locked for the update that settles it. Only the
 * payment: the order is locked before it, by lockOrderForPayment, so the lock order is the same
 * on every path.
 */
export function findPaymentForUpdate(db: Db, publicId: string) {
  return paymentWithOrder(db, publicId).forUpdate('p').executeTakeFirst();
}

export type GatewayResult = 'paid' | 'declined' | 'cancelled';

/**
 * Settles a pending payment and its order: paid → the order is paid (status 'paid' once it was
 * 'new'); declined or cancelled → the order stays not paid, so the customer may try again. A
 * payment already settled is left as it is (a double click answers the first result).
 */
export async function settlePayment(
  db: Db,
  payment: { id: number; orderId: number; status: PaymentRowStatus },
  result: GatewayResult,
  now: Date,
  reference: string | null = null,
): Promise<PaymentRowStatus> {
  if (payment.status !== 'pending') return payment.status;
  await db
    .updateTable('payments')
    .set({ status: result, updated_at: now, ...(reference ? { gateway_reference: reference } : {}) })
    .where('id', '=', payment.id)
    .execute();
  if (result === 'paid') {
    await db
      .updateTable('orders')
      .set({ payment_status: 'paid', paid_at: now })
      .where('id', '=', payment.orderId)
      .execute();
    // A new order becomes paid; one already being picked or shipped keeps its status.
    await db
      .updateTable('orders')
      .set({ status: 'paid' })
      .where('id', '=', payment.orderId)
      .where('status', '=', 'new')
      .execute();
  } else {
    await db
      .updateTable('orders')
      .set({ payment_status: 'not_paid' })
      .where('id', '=', payment.orderId)
      .where('payment_status', '<>', 'paid')
      .execute();
  }
  return result;
}

/** The order row, locked for a payment change (always before its payments: one lock order). */
export async function lockOrderRow(trx: Db, orderId: number) {
  return trx.selectFrom('orders').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirstOrThrow();
}

/** Whether the customer withdrew from the order. */
export async function hasWithdrawal(db: Db, orderId: number): Promise<boolean> {
  const withdrawal = await db
    .selectFrom('order_withdrawals')
    .select('id')
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return withdrawal !== undefined;
}

/** Cancels the order's pending payment attempts. */
export async function cancelPendingPayments(trx: Db, orderId: number, now: Date): Promise<void> {
  await trx
    .updateTable('payments')
    .set({ status: 'cancelled', updated_at: now })
    .where('order_id', '=', orderId)
    .where('status', '=', 'pending')
    .execute();
}

export async function markOrderPaymentPending(trx: Db, orderId: number): Promise<void> {
  await trx.updateTable('orders').set({ payment_status: 'pending' }).where('id', '=', orderId).execute();
}
