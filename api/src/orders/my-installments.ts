import type { ShopCode } from 'shared-domain';
import type { MyInstallments } from 'shared-domain/contracts';
import type { Db } from '../platform/db/schema.ts';

/** Installment purchases of the signed-in customer's orders in this shop, newest first. */
export async function listMyInstallments(db: Db, shop: ShopCode, userId: number): Promise<MyInstallments> {
  const rows = await db
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
  return {
    installments: rows.map((row) => ({
      orderNumber: row.number,
      provider: row.provider,
      count: row.count,
      monthly: { amount: row.monthly, currency: row.currency },
      total: { amount: row.total, currency: row.currency },
      status: row.status,
      createdAt: row.created_at.toISOString(),
    })),
  };
}
