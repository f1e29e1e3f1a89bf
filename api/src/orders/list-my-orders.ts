import type { ShopCode } from 'shared-domain';
import type { MyOrders } from 'shared-domain/contracts';
import type { Db } from '../platform/db/schema.ts';
import { findCustomerOrdersPage } from './order-view-repository.ts';

// The orders overview of the account (issue 6): the signed-in customer's orders of this shop,
// newest first, one page at a time. The detail is GET /orders/mine/:number.

export async function listMyOrders(
  db: Db,
  shop: ShopCode,
  userId: number,
  query: { page: number; pageSize: number },
): Promise<MyOrders> {
  const { rows, total } = await findCustomerOrdersPage(db, shop, userId, {
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  });
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
