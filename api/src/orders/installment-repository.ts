import type { ShopCode } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';

// An order's installment purchase (order_installments), at most one per order.

export async function insertInstallment(
  db: Db,
  row: {
    orderId: number;
    provider: string;
    code: string;
    barem: string;
    type: string;
    count: number;
    apr: number;
    monthly: number;
    total: number;
    financed: number;
    arrangeType: 'on-store' | 'online';
    /** The installment company of the price list (installment admin); null when none is known. */
    companyId?: number | null;
  },
  now: Date,
): Promise<void> {
  await db
    .insertInto('order_installments')
    .values({
      order_id: row.orderId,
      provider: row.provider,
      plan_code: row.code,
      barem: row.barem,
      type: row.type,
      count: row.count,
      apr: row.apr,
      monthly: row.monthly,
      total: row.total,
      financed: row.financed,
      arrange_type: row.arrangeType,
      company_id: row.companyId ?? null,
      status: row.arrangeType === 'online' ? 'sent' : 'waiting_for_store',
      created_at: now,
    })
    .execute();
}

export function findOrderInstallment(db: Db, orderId: number) {
  return db.selectFrom('order_installments').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

export async function findInstallmentStatus(db: Db, orderId: number) {
  const row = await db
    .selectFrom('order_installments')
    .select('status')
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return row?.status ?? null;
}

export async function hasInstallment(db: Db, orderId: number): Promise<boolean> {
  const row = await db
    .selectFrom('order_installments')
    .select('order_id')
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return !!row;
}

/** Installment purchases of the customer's orders in this shop, newest first. */
export function listCustomerInstallments(db: Db, shop: ShopCode, userId: number) {
  return db
    .selectFrom('order_installments as oin')
    .innerJoin('orders as o', 'o.id', 'oin.order_id')
    .where('o.shop', '=', shop)
    .where('o.user_id', '=', userId)
    .select([
      'o.number',
      'o.currency',
      'oin.provider',
      'oin.count',
      'oin.monthly',
      'oin.total',
      'oin.status',
      'oin.created_at',
    ])
    .orderBy('oin.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .execute();
}
