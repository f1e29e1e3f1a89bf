import { sql } from 'kysely';
import type { PickingStatus, ShopCode } from 'shared-domain';
import type { Db } from '../../platform/db/schema.ts';
import { pickableOrder } from './pickable-orders-repository.ts';

// The orders being picked: their picking rows, and where and how many of their pieces lie.

/** The order of the shop with this number, locked; undefined when the shop has none. */
export async function lockOrderByNumber(trx: Db, shop: ShopCode, number: string) {
  return trx
    .selectFrom('orders')
    .select(['id', 'number'])
    .where('shop', '=', shop)
    .where('number', '=', number)
    .forUpdate()
    .executeTakeFirst();
}

/** The order when it is for picking (see pickableOrder); undefined otherwise. */
export async function findPickableOrder(trx: Db, shop: ShopCode, orderId: number) {
  return trx
    .selectFrom('orders as o')
    .select('o.id')
    .where('o.id', '=', orderId)
    .where(pickableOrder(shop))
    .executeTakeFirst();
}

/** The order's picking row, locked; undefined before its first picking change. */
export async function lockPickingRow(trx: Db, orderId: number) {
  return trx
    .selectFrom('order_picking')
    .select(['status', 'crate_id', 'store_id'])
    .where('order_id', '=', orderId)
    .forUpdate()
    .executeTakeFirst();
}

type PickingChange = Partial<{
  status: PickingStatus;
  crate_id: number | null;
  reason: string | null;
  picker_user_id: number | null;
}>;

/** The order's picking row, made on its first change (an order without one is waiting). */
export async function upsertPicking(
  trx: Db,
  order: { id: number; storeId: number },
  set: PickingChange,
  now: Date,
): Promise<void> {
  await trx
    .insertInto('order_picking')
    .values({ order_id: order.id, store_id: order.storeId, status: 'waiting', ...set, updated_at: now })
    .onConflict((conflict) => conflict.column('order_id').doUpdateSet({ ...set, updated_at: now }))
    .execute();
}

/** A new or paid order being picked says so to the customer and in the back office. */
export async function markOrderPicking(trx: Db, orderId: number): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ status: 'picking' })
    .where('id', '=', orderId)
    .where('status', 'in', ['new', 'paid'])
    .execute();
}

/** The order's stock takes summed per product and store. */
export async function selectStockTakesOfOrder(trx: Db, orderId: number) {
  return trx
    .selectFrom('order_stock_takes')
    .select([
      'product_id as productId',
      'store_id as storeId',
      sql<number>`sum(quantity)::int`.as('quantity'),
    ])
    .where('order_id', '=', orderId)
    .groupBy(['product_id', 'store_id'])
    .orderBy('product_id')
    .orderBy('store_id')
    .execute();
}

/** The order's pickup store (null for a delivery); undefined for no such order. */
export async function findOrderStore(trx: Db, orderId: number) {
  return trx.selectFrom('orders').select('store_id').where('id', '=', orderId).executeTakeFirst();
}

/** The stock takes of the orders in the store, summed per order and product. */
export async function selectStockTakesAtStore(db: Db, orderIds: readonly number[], storeId: number) {
  return db
    .selectFrom('order_stock_takes')
    .select([
      'order_id as orderId',
      'product_id as productId',
      sql<number>`sum(quantity)::int`.as('quantity'),
    ])
    .where('order_id', 'in', orderIds)
    .where('store_id', '=', storeId)
    .groupBy(['order_id', 'product_id'])
    .execute();
}

/** The lines of those of the orders without stock takes, summed per order and product. */
export async function selectItemsOfOrdersWithoutTakes(db: Db, orderIds: readonly number[]) {
  return db
    .selectFrom('order_items as oi')
    .select([
      'oi.order_id as orderId',
      'oi.product_id as productId',
      sql<number>`sum(oi.quantity)::int`.as('quantity'),
    ])
    .where('oi.order_id', 'in', orderIds)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('order_stock_takes as t')
            .select('t.order_id')
            .whereRef('t.order_id', '=', 'oi.order_id'),
        ),
      ),
    )
    .groupBy(['oi.order_id', 'oi.product_id'])
    .execute();
}

/** Each product's code and EAN, and its shelf in the store (null without a stock row there). */
export async function selectProductShelves(db: Db, productIds: readonly number[], storeId: number) {
  return db
    .selectFrom('products as p')
    .leftJoin('stock as st', (join) =>
      join.onRef('st.product_id', '=', 'p.id').on('st.store_id', '=', storeId),
    )
    .select(['p.id', 'p.code', 'p.ean', 'st.location'])
    .where('p.id', 'in', [...new Set(productIds)])
    .execute();
}
