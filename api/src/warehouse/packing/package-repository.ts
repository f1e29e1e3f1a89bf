import { sql } from 'kysely';
import type { ShopCode } from 'shared-domain';
import type { Db } from '../../platform/db/schema.ts';

// The packages orders leave in: finished (with the order facts their shipment needs), handed
// over, put aside; and what their packing slip lists.

/** The box weight (grams) of each of the products whose model has one. */
export async function selectBoxWeights(trx: Db, productIds: readonly number[]) {
  return trx
    .selectFrom('products as p')
    .innerJoin('model_packages as mp', 'mp.model_id', 'p.model_id')
    .select(['p.id', 'mp.weight_g'])
    .where('p.id', 'in', productIds)
    .execute();
}

/** What the carrier's shipment needs of the order: addresses, e-mail, payment, total and pickup point. */
export async function findShipmentFacts(trx: Db, orderId: number) {
  return trx
    .selectFrom('orders as o')
    .leftJoin('pickup_points as pp', 'pp.id', 'o.pickup_point_id')
    .select([
      'o.billing_address',
      'o.delivery_address',
      'o.email',
      'o.payment_type',
      'o.payment_status',
      'o.total_amount',
      'o.currency',
      'pp.network as pointNetwork',
      'pp.code as pointCode',
    ])
    .where('o.id', '=', orderId)
    .executeTakeFirstOrThrow();
}

export async function markPackageFinished(
  trx: Db,
  packageId: number,
  shipment: {
    carrier: string;
    trackingNumber: string | null;
    testMode: boolean;
    labelPath: string | null;
    packedBy: number;
  },
  now: Date,
): Promise<void> {
  await trx
    .updateTable('order_packages')
    .set({
      state: 'finished',
      carrier: shipment.carrier,
      tracking_number: shipment.trackingNumber,
      test_mode: shipment.testMode,
      label_path: shipment.labelPath,
      finished_at: now,
      packed_by: shipment.packedBy,
    })
    .where('id', '=', packageId)
    .execute();
}

/** The shipment's tracking number becomes the order's delivery number the customer sees. */
export async function setOrderDeliveryNumber(
  trx: Db,
  orderId: number,
  deliveryNumber: string | null,
): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ delivery_number: deliveryNumber })
    .where('id', '=', orderId)
    .execute();
}

export async function markOrderReadyForPickup(trx: Db, orderId: number): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ delivery_status: 'ready_for_pickup' })
    .where('id', '=', orderId)
    .execute();
}

/** The order's status, delivery and the store it was picked in, the order row locked. */
export async function lockOrderForHandOver(trx: Db, orderId: number) {
  return trx
    .selectFrom('orders as o')
    .leftJoin('order_picking as op', 'op.order_id', 'o.id')
    .select(['o.status', 'o.delivery_type', 'o.store_id', 'op.store_id as pickedIn'])
    .where('o.id', '=', orderId)
    .forUpdate('o')
    .executeTakeFirstOrThrow();
}

/**
 * The package is handed over (in the hand-over, if any); a package given to a carrier ships its
 * order; the order leaves its crate.
 */
export async function recordHandOver(
  trx: Db,
  handOver: { packageId: number; orderId: number; handoverId: number | null; toCarrier: boolean },
  now: Date,
): Promise<void> {
  const { packageId, orderId, handoverId, toCarrier } = handOver;
  // The package, the order and its picking row change together: one statement, one round trip.
  await sql`
    with handed as (
      update order_packages set state = 'handed_over', handover_id = ${handoverId}::int,
        handed_over_at = ${now} where id = ${packageId}),
    shipped as (
      update orders set status = 'shipped', delivery_status = 'in_transit'
      where id = ${orderId} and ${toCarrier}::boolean)
    update order_picking set crate_id = null, updated_at = ${now} where order_id = ${orderId}`.execute(trx);
}

/**
 * A finished package put aside takes its shipment's number away from the order: a new package
 * gets a new one.
 */
export async function clearDeliveryNumberOfPackage(
  trx: Db,
  orderId: number,
  packageId: number,
): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ delivery_number: null })
    .where('id', '=', orderId)
    .where('delivery_number', '=', (eb) =>
      eb.selectFrom('order_packages').select('tracking_number').where('id', '=', packageId),
    )
    .execute();
}

export async function markPackageSkipped(trx: Db, packageId: number): Promise<void> {
  await trx.updateTable('order_packages').set({ state: 'skipped' }).where('id', '=', packageId).execute();
}

export async function takeOrderOutOfCrate(trx: Db, orderId: number): Promise<void> {
  await trx.updateTable('order_picking').set({ crate_id: null }).where('order_id', '=', orderId).execute();
}

/** The package of an order of this shop, with the order's number and addresses; undefined otherwise. */
export async function findPackageOfShop(db: Db, shop: ShopCode, packageId: number) {
  return db
    .selectFrom('order_packages as pk')
    .innerJoin('orders as o', 'o.id', 'pk.order_id')
    .select([
      'pk.id',
      'pk.state',
      'pk.label_path',
      'pk.tracking_number',
      'pk.carrier',
      'o.id as orderId',
      'o.number',
      'o.billing_address',
      'o.delivery_address',
    ])
    .where('pk.id', '=', packageId)
    .where('o.shop', '=', shop)
    .executeTakeFirst();
}

/** The order's lines as the slip lists them: name, product code, quantity and the serials scanned. */
export async function selectSlipLines(db: Db, orderId: number) {
  return db
    .selectFrom('order_items as oi')
    .innerJoin('products as p', 'p.id', 'oi.product_id')
    .innerJoin('models as m', 'm.id', 'p.model_id')
    .select([
      sql<string>`coalesce(oi.name, m.name)`.as('name'),
      'p.code',
      'oi.quantity',
      sql<string[] | null>`(select array_agg(ps.serial order by ps.id) from product_serials ps
        where ps.order_item_id = oi.id)`.as('serials'),
    ])
    .where('oi.order_id', '=', orderId)
    .orderBy('oi.id')
    .execute();
}
