import { type SqlBool, sql } from 'kysely';
import type { CrateOverview, ShopCode } from 'shared-domain';
import type { Db } from '../../platform/db/schema.ts';

/**
 * Every crate of the shop: when it last changed, the orders picked into it and not packed yet,
 * who holds it (whoever picked into it last) and the packing station it is leased to.
 */
export async function cratesOverview(db: Db, shop: ShopCode): Promise<CrateOverview[]> {
  const crates = await db
    .selectFrom('crates as c')
    .leftJoin('users as u', 'u.id', 'c.holder_user_id')
    .select(['c.id', 'c.code', 'c.name', 'c.updated_at', 'c.station_id', 'u.first_name', 'u.last_name'])
    .where('c.shop', '=', shop)
    .orderBy('c.code')
    .execute();
  const inside = await db
    .selectFrom('order_picking as op')
    .innerJoin('orders as o', 'o.id', 'op.order_id')
    .innerJoin('crates as c', 'c.id', 'op.crate_id')
    .select(['op.crate_id as crateId', 'o.number'])
    .where('c.shop', '=', shop)
    .where('op.status', '=', 'picked')
    .where(
      sql<SqlBool>`not exists (
        select 1 from order_packages pk where pk.order_id = o.id and pk.state in ('finished', 'handed_over')
      )`,
    )
    .orderBy('op.updated_at')
    .orderBy('o.number')
    .execute();
  return crates.map((crate) => ({
    code: crate.code,
    name: crate.name,
    updatedAt: crate.updated_at.toISOString(),
    orders: inside.filter((order) => order.crateId === crate.id).map((order) => order.number),
    holder: crate.first_name === null ? null : `${crate.first_name} ${crate.last_name ?? ''}`.trim(),
    station: crate.station_id,
  }));
}
