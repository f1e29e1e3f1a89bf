import { shops } from 'shared-domain';
import type { InstallmentOverview } from 'shared-domain/contracts';
import type { Db } from '../platform/db/schema.ts';
import { AppError } from '../platform/errors.ts';
import { findOrderInstallment } from './installment-repository.ts';
import type { OrderRow } from './order-access.ts';
import { orderTexts } from './order-texts.ts';

/** The order's installment plan with one due date a month, starting a month after the order. */
export async function installmentOverviewOf(db: Db, order: OrderRow): Promise<InstallmentOverview> {
  const row = await findOrderInstallment(db, order.id);
  if (!row)
    throw new AppError('not_found', 'installment_not_found', 404, orderTexts[order.shop].noInstallment);
  const { currency } = shops[order.shop];
  const money = (amount: number) => ({ amount, currency });
  const start = order.created_at;
  const schedule = Array.from({ length: row.count }, (_, index) => {
    const due = new Date(
      Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + index + 1, Math.min(start.getUTCDate(), 28)),
    );
    return { dueDate: due.toISOString().slice(0, 10), amount: money(row.monthly) };
  });
  return {
    provider: row.provider,
    testMode: /test/i.test(row.provider),
    barem: row.barem,
    count: row.count,
    apr: Number(row.apr),
    monthly: money(row.monthly),
    total: money(row.total),
    financed: money(row.financed),
    arrangeType: row.arrange_type,
    status: row.status,
    schedule,
  };
}
