import type { ShopCode } from 'shared-domain';
import type { InstallmentStatus } from 'shared-domain/contracts/staff.ts';
import type { Db } from '../../platform/db/schema.ts';

// The orders bought on installments (order_installments) with their company, as staff follow them.

/** One page of the shop's installments, newest first, optionally of one status; with the total. */
export async function selectInstallmentOrderPage(
  db: Db,
  shop: ShopCode,
  query: { page: number; pageSize: number; status?: InstallmentStatus },
) {
  const { page, pageSize, status } = query;
  let base = db
    .selectFrom('order_installments as oin')
    .innerJoin('orders as o', 'o.id', 'oin.order_id')
    .leftJoin('installment_companies as c', 'c.id', 'oin.company_id')
    .where('o.shop', '=', shop);
  if (status) base = base.where('oin.status', '=', status);
  const [rows, count] = await Promise.all([
    base
      .select([
        'o.number',
        'o.currency',
        'o.cancelled_at',
        'oin.provider',
        'oin.barem',
        'oin.financed',
        'oin.monthly',
        'oin.count',
        'oin.status',
        'oin.created_at',
        'oin.sent_at',
        'oin.provider_reference',
        'c.name as company',
        'c.adapter',
      ])
      .orderBy('oin.created_at', 'desc')
      .orderBy('o.id', 'desc')
      .offset((page - 1) * pageSize)
      .limit(pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** The installment of the shop's order, locked until the transaction ends, with its company's adapter. */
export async function lockInstallmentOfOrder(trx: Db, shop: ShopCode, orderNumber: string) {
  return trx
    .selectFrom('order_installments as oin')
    .innerJoin('orders as o', 'o.id', 'oin.order_id')
    .leftJoin('installment_companies as c', 'c.id', 'oin.company_id')
    .where('o.shop', '=', shop)
    .where('o.number', '=', orderNumber)
    .select([
      'o.id',
      'o.currency',
      'o.cancelled_at',
      'oin.status',
      'oin.plan_code',
      'oin.financed',
      'oin.monthly',
      'oin.count',
      'c.adapter',
    ])
    .forUpdate('oin')
    .executeTakeFirst();
}

export async function markInstallmentSent(
  trx: Db,
  orderId: number,
  reference: string,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('order_installments')
    .set({ status: 'sent', sent_at: now, provider_reference: reference })
    .where('order_id', '=', orderId)
    .execute();
}
