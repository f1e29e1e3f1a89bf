import type { Db } from '../platform/db/schema.ts';

// Refunds of a cancelled order: the settled payments they give back and the refunds kept with it.

/** The order's paid payments, oldest first, locked until the transaction ends. */
export async function lockPaidPayments(trx: Db, orderId: number) {
  return trx
    .selectFrom('payments')
    .select(['id', 'method', 'amount', 'currency', 'gateway_reference', 'provider'])
    .where('order_id', '=', orderId)
    .where('status', '=', 'paid')
    .orderBy('id')
    .forUpdate()
    .execute();
}

export async function insertOrderRefund(
  trx: Db,
  refund: {
    orderId: number;
    amount: number;
    currency: 'CZK' | 'RON';
    provider: string;
    reference: string;
    testMode: boolean;
    createdAt: Date;
  },
): Promise<void> {
  await trx
    .insertInto('order_refunds')
    .values({
      order_id: refund.orderId,
      amount: refund.amount,
      currency: refund.currency,
      provider: refund.provider,
      reference: refund.reference,
      test_mode: refund.testMode,
      created_at: refund.createdAt,
    })
    .execute();
}
