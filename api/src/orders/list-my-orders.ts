import { sql } from 'kysely';
import type { ShopCode } from 'shared-domain';
import type { MyOrders } from 'shared-domain/contracts';
import type { Db } from '../platform/db/schema.ts';

// The orders overview of the account (issue 6): the signed-in customer's orders of this shop,
// newest first, one page at a time. The detail is GET /orders/mine/:number.

export async function listMyOrders(
  db: Db,
  shop: ShopCode,
  userId: number,
  query: { page: number; pageSize: number },
): Promise<MyOrders> {
  const mine = db.selectFrom('orders as o').where('o.shop', '=', shop).where('o.user_id', '=', userId);
  const rows = await mine
    .select([
      'o.number',
      'o.created_at',
      'o.status',
      'o.payment_status',
      'o.total_amount',
      'o.currency',
      // Services sit in order_item_services, so the order's lines count product pieces only.
      (eb) =>
        eb
          .selectFrom('order_items as oi')
          .whereRef('oi.order_id', '=', 'o.id')
          .select(sql<number>`coalesce(sum(oi.quantity), 0)::int`.as('pieces'))
          .as('item_count'),
      (eb) =>
        eb
          .exists(
            eb
              .selectFrom('order_installments as oin')
              .whereRef('oin.order_id', '=', 'o.id')
              .select('oin.order_id'),
          )
          .as('has_installment'),
    ])
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .offset((query.page - 1) * query.pageSize)
    .limit(query.pageSize)
    .execute();
  const { total } = await mine.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
  return {
    items: rows.map((row) => ({
      number: row.number,
      createdAt: row.created_at.toISOString(),
      status: row.status,
      paymentStatus: row.payment_status,
      total: { amount: row.total_amount, currency: row.currency },
      itemCount: Number(row.item_count ?? 0),
      hasInstallment: Boolean(row.has_installment),
    })),
    page: query.page,
    pageSize: query.pageSize,
    total,
  };
}
