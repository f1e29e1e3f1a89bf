import { sql } from 'kysely';
import { type AdminOverview, type ShopCode, shops } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';

type OverviewRow = Omit<AdminOverview, 'revenueToday'> & { revenueToday: number };

/** Every number of the dashboard in one round trip. */
export async function selectOverviewCounts(
  db: Db,
  shop: ShopCode,
  lowStockBelow: number,
): Promise<AdminOverview> {
  const { timeZone, currency } = shops[shop];
  // Midnight of the shop's today, as an instant.
  const todayStart = sql`((now() at time zone ${timeZone})::date::timestamp at time zone ${timeZone})`;
  const { rows } = await sql<OverviewRow>`
    select
      (select count(*)::int from orders where shop = ${shop} and created_at >= ${todayStart}) as "ordersToday",
      (select coalesce(sum(total_amount), 0)::int from orders
        where shop = ${shop} and created_at >= ${todayStart} and status <> 'cancelled') as "revenueToday",
      (select count(*)::int from orders where shop = ${shop} and status = 'new' and payment_status <> 'paid') as "awaitingPayment",
      (select count(*)::int from orders where shop = ${shop} and status = 'paid') as "awaitingPacking",
      (select count(*)::int from orders where shop = ${shop} and status = 'picking') as "awaitingHandOver",
      (select count(*)::int from product_reviews where shop = ${shop} and status = 'pending') as "reviewsToApprove",
      (select count(*)::int from service_orders where shop = ${shop} and status = 'received') as "repairsToDiagnose",
      (select count(*)::int from product_prices where shop = ${shop}) as products,
      (select count(*)::int from orders where shop = ${shop}) as orders,
      -- shop accounts belong to branches, not to customers
      (select count(*)::int from users where shop = ${shop} and role in ('customer', 'business') and kind = 'personal') as customers,
      (select count(*)::int from stores where shop = ${shop} and kind = 'store' and is_active) as stores,
      (select count(*)::int
         from products p
         join product_prices pp on pp.product_id = p.id and pp.shop = ${shop}
        where p.condition = 'new'
          and coalesce((select sum(st.quantity)
                          from stock st join stores s on s.id = st.store_id
                         where st.product_id = p.id and s.shop = ${shop}), 0) < ${lowStockBelow}) as "lowStock"
  `.execute(db);
  const { revenueToday, ...counts } = rows[0];
  return { ...counts, revenueToday: { amount: revenueToday, currency } };
}
