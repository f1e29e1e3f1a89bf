import { type SqlBool, sql } from 'kysely';
import type { ShopCode } from 'shared-domain';
import type { Db } from '../../platform/db/schema.ts';

// The shop's crates and the orders picked into them.

/** Every crate of the shop with the name of its holder, by code. */
export async function selectCratesWithHolders(db: Db, shop: ShopCode) {
  return db
    .selectFrom('crates as c')
    .leftJoin('users as u', 'u.id', 'c.holder_user_id')
    .select(['c.id', 'c.code', 'c.name', 'c.updated_at', 'c.station_id', 'u.first_name', 'u.last_name'])
    .where('c.shop', '=', shop)
    .orderBy('c.code')
    .execute();
}

/** The orders picked into the shop's crates and not packed yet, in the order they were picked. */
export async function selectUnpackedOrdersInCrates(db: Db, shop: ShopCode) {
  return db
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
}
