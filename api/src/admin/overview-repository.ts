import { sql } from 'kysely';
import type { AdminOverview, ShopCode } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';

/** All five numbers in one round trip. */
export async function selectOverviewCounts(
  db: Db,
  shop: ShopCode,
  lowStockBelow: number,
): Promise<AdminOverview> {
  const { rows } = await sql<AdminOverview>`
    select
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
  return rows[0];
}
