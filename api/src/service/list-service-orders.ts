import type { CurrencyCode, ServiceOrderList, ShopCode } from 'shared-domain';
import type { MyServiceOrders, ServiceStatus } from 'shared-domain/contracts';
import type { Db } from '../platform/db/schema.ts';
import { selectOpenServiceOrdersOf, selectServiceOrderPage } from './service-order-repository.ts';
import { currentPriceOf, isQuotePending } from './service-order-status.ts';
import { openServiceStatuses } from './service-status-moves.ts';

/** Staff list of the shop's service orders, newest first, optionally of one status. */
export async function listServiceOrders(
  db: Db,
  shop: ShopCode,
  query: { page: number; pageSize: number; status?: ServiceStatus },
): Promise<ServiceOrderList> {
  const { rows, total } = await selectServiceOrderPage(db, shop, {
    status: query.status,
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return {
    items: rows.map((row) => {
      const currency = row.currency as CurrencyCode;
      return {
        number: row.number,
        status: row.status,
        createdAt: row.created_at.toISOString(),
        customer: `${row.first_name} ${row.last_name}`,
        email: row.email,
        device: row.device_name,
        handover: row.handover,
        bookedPrice: { amount: row.booked_price, currency },
        currentPrice: { amount: currentPriceOf(row), currency },
        quotePending: isQuotePending(row),
      };
    }),
    page: query.page,
    pageSize: query.pageSize,
    total,
  };
}

/** The signed-in customer's repairs still under way (not collected nor cancelled), newest first. */
export async function listMyServiceOrders(db: Db, shop: ShopCode, userId: number): Promise<MyServiceOrders> {
  const rows = await selectOpenServiceOrdersOf(db, shop, userId, openServiceStatuses);
  return {
    orders: rows.map((row) => ({
      number: row.number,
      status: row.status,
      device: row.device_name,
      currentPrice: { amount: currentPriceOf(row), currency: row.currency as CurrencyCode },
      createdAt: row.created_at.toISOString(),
      quotePending: isQuotePending(row),
    })),
  };
}
