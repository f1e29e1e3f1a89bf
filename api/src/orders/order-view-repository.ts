import { sql } from 'kysely';
import type { ShopCode } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';

// What the order's pages read besides the order row: its lines, where it is delivered to, its
// refunds, and the customer's list of orders.

/** The order's product lines with their product's codes, in the order they were written. */
export function findOrderItems(db: Db, orderId: number) {
  return db
    .selectFrom('order_items as oi')
    .innerJoin('products as p', 'p.id', 'oi.product_id')
    .select([
      'oi.id',
      'oi.name',
      'oi.quantity',
      'oi.unit_price',
      'oi.final_price',
      'oi.buyout_bonus',
      'p.code',
      'p.ean',
      'p.seo_name',
    ])
    .where('oi.order_id', '=', orderId)
    .orderBy('oi.id')
    .execute();
}

export function findOrderItemServices(db: Db, orderItemIds: readonly number[]) {
  return db
    .selectFrom('order_item_services')
    .selectAll()
    .where('order_item_id', 'in', orderItemIds)
    .orderBy('id')
    .execute();
}

export function findOrderDiscounts(db: Db, orderId: number) {
  return db.selectFrom('order_discounts').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

export async function findStoreName(db: Db, storeId: number): Promise<string | null> {
  const store = await db.selectFrom('stores').select('name').where('id', '=', storeId).executeTakeFirst();
  return store?.name ?? null;
}

export function findPickupPointAddress(db: Db, pickupPointId: number) {
  return db
    .selectFrom('pickup_points')
    .select(['name', 'street', 'city'])
    .where('id', '=', pickupPointId)
    .executeTakeFirst();
}

export function findStoreOpeningHours(db: Db, storeId: number) {
  return db.selectFrom('stores').select('opening_hours').where('id', '=', storeId).executeTakeFirst();
}

export function findOrderRefunds(db: Db, orderId: number) {
  return db.selectFrom('order_refunds').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

/** A page of the customer's orders in this shop, newest first, and how many there are in all. */
export async function findCustomerOrdersPage(
  db: Db,
  shop: ShopCode,
  userId: number,
  page: { offset: number; limit: number },
) {
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
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  const { total } = await mine.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
  return { rows, total };
}
