import type { Db } from '../platform/db/schema.ts';

// The order's contract withdrawal (order_withdrawals), at most one per order.

export async function isWithdrawn(db: Db, orderId: number): Promise<boolean> {
  const row = await db
    .selectFrom('order_withdrawals')
    .select('id')
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The order's withdrawal with its number ("OD-CZ26000123"), when it was withdrawn from. */
export function findWithdrawal(db: Db, orderId: number) {
  return db
    .selectFrom('order_withdrawals')
    .select('number')
    .where('order_id', '=', orderId)
    .executeTakeFirst();
}

export async function insertWithdrawal(
  db: Db,
  withdrawal: {
    orderId: number;
    number: string;
    reason: string | null;
    bankAccount: string;
    accountHolder: string;
    createdAt: Date;
  },
): Promise<void> {
  await db
    .insertInto('order_withdrawals')
    .values({
      order_id: withdrawal.orderId,
      number: withdrawal.number,
      reason: withdrawal.reason,
      bank_account: withdrawal.bankAccount,
      account_holder: withdrawal.accountHolder,
      created_at: withdrawal.createdAt,
    })
    .execute();
}
