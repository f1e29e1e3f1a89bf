import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { PickingStatus, ShopCode } from 'shared-domain';
import type { Db, DeliveryType } from '../../platform/db/schema.ts';

// Which orders the warehouse picks, and from which store. The queries read `orders as o`.

/** Paid at hand-over (to the courier, at the pickup point or in the store): picked before payment. */
const PAID_ON_HANDOVER = sql.join([sql.lit('cash_on_delivery'), sql.lit('cash_in_store')]);

/**
 * An order of the shop still to get out of the door: not cancelled, shipped or delivered, not
 * packed yet (a package finished or handed over), and paid — or paid on delivery / at pickup.
 */
export function pickableOrder(shop: ShopCode): RawBuilder<SqlBool> {
  return sql<SqlBool>`(o.shop = ${shop}
    and o.status not in ('cancelled', 'shipped', 'delivered')
    and (o.payment_status = 'paid' or o.payment_type in (${PAID_ON_HANDOVER}))
    and not exists (
      select 1 from order_packages pk where pk.order_id = o.id and pk.state in ('finished', 'handed_over')
    ))`;
}

/**
 * The order's pieces lie in store `storeId`: it took stock there; an order placed before takes
 * were kept lies in its pickup store, else in the shop's first sales store (as release-stock.ts
 * gives its pieces back).
 */
export function orderAtStore(storeId: number, firstStoreId: number): RawBuilder<SqlBool> {
  return sql<SqlBool>`(
    exists (select 1 from order_stock_takes t where t.order_id = o.id and t.store_id = ${storeId})
    or (
      not exists (select 1 from order_stock_takes t where t.order_id = o.id)
      and coalesce(o.store_id, ${firstStoreId}) = ${storeId}
    ))`;
}

export interface SalesStore {
  id: number;
  name: string;
}

/** The shop's sales stores by id; the first one is where pieces of unknown origin lie. */
export async function salesStoresOf(db: Db, shop: ShopCode): Promise<SalesStore[]> {
  return db
    .selectFrom('stores')
    .select(['id', 'name'])
    .where('shop', '=', shop)
    .where('kind', '=', 'store')
    .orderBy('id')
    .execute();
}

export interface PickableOrderRow {
  id: number;
  number: string;
  deliveryType: DeliveryType | null;
  createdAt: Date;
  /** Null: no picking row yet, which is waiting. */
  status: PickingStatus | null;
  reason: string | null;
  crateCode: string | null;
  crateName: string | null;
  pickerFirstName: string | null;
  pickerLastName: string | null;
}

/** The picking list is for one shift's work: the oldest orders first, this many at most. */
export const PICKING_LIST_LIMIT = 200;

/** The pickable orders whose pieces lie in the store, oldest first. */
export async function selectPickableOrders(
  db: Db,
  shop: ShopCode,
  storeId: number,
  firstStoreId: number,
  only?: { orderId: number },
): Promise<PickableOrderRow[]> {
  let query = db
    .selectFrom('orders as o')
    .leftJoin('order_picking as op', 'op.order_id', 'o.id')
    .leftJoin('crates as c', 'c.id', 'op.crate_id')
    .leftJoin('users as pu', 'pu.id', 'op.picker_user_id')
    .select([
      'o.id',
      'o.number',
      'o.delivery_type as deliveryType',
      'o.created_at as createdAt',
      'op.status',
      'op.reason',
      'c.code as crateCode',
      'c.name as crateName',
      'pu.first_name as pickerFirstName',
      'pu.last_name as pickerLastName',
    ])
    .where(pickableOrder(shop))
    .where(orderAtStore(storeId, firstStoreId));
  if (only) query = query.where('o.id', '=', only.orderId);
  return query.orderBy('o.created_at').orderBy('o.id').limit(PICKING_LIST_LIMIT).execute();
}

/** Store ids (of any kind) holding pieces of pickable orders that wait or are being picked. */
export async function storesWithOrdersToPick(
  db: Db,
  shop: ShopCode,
  firstStoreId: number,
): Promise<number[]> {
  const toPick = sql<SqlBool>`coalesce(op.status, 'waiting') in ('waiting', 'in_progress')`;
  const taken = await db
    .selectFrom('order_stock_takes as t')
    .innerJoin('orders as o', 'o.id', 't.order_id')
    .leftJoin('order_picking as op', 'op.order_id', 'o.id')
    .select('t.store_id as storeId')
    .distinct()
    .where(pickableOrder(shop))
    .where(toPick)
    .execute();
  const untaken = await db
    .selectFrom('orders as o')
    .leftJoin('order_picking as op', 'op.order_id', 'o.id')
    .select(sql<number>`coalesce(o.store_id, ${firstStoreId})`.as('storeId'))
    .distinct()
    .where(pickableOrder(shop))
    .where(toPick)
    .where(sql<SqlBool>`not exists (select 1 from order_stock_takes t where t.order_id = o.id)`)
    .execute();
  return [...new Set([...taken, ...untaken].map((row) => row.storeId))];
}
