import type { ShopCode } from 'shared-domain';
import type { MyInstallments } from 'shared-domain/contracts';
import type { Db } from '../platform/db/schema.ts';
import { listCustomerInstallments } from './installment-repository.ts';

/** Installment purchases of the signed-in customer's orders in this shop, newest first. */
export async function listMyInstallments(db: Db, shop: ShopCode, userId: number): Promise<MyInstallments> {
  const rows = await listCustomerInstallments(db, shop, userId);
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
