import { sql } from 'kysely';
import type { ShopCode } from 'shared-domain';
import type { Db } from '../../platform/db/schema.ts';

// What a packing station works with: the codes it scans, the crates leased to it and the live
// package of the order in its hands.

/**
 * What a scanned code names: a crate of the shop, an order of it (both matched in upper case) or a
 * product (by EAN or code, as scanned); undefined for none.
 */
export async function findScannedCode(
  trx: Db,
  shop: ShopCode,
  code: string,
): Promise<{ kind: 'crate' | 'order' | 'product'; id: number } | undefined> {
  const upper = code.toUpperCase();
  const { rows } = await sql<{ kind: 'crate' | 'order' | 'product'; id: number }>`
      (select 'crate' as kind, id from crates where shop = ${shop} and code = ${upper})
      union all (select 'order', id from orders where shop = ${shop} and number = ${upper})
      union all (select 'product', id from products where ean = ${code} or code = ${code} limit 1)
      limit 1`.execute(trx);
  return rows[0];
}

/** The crate is leased to the station and held by whoever scanned it. */
export async function leaseCrate(
  trx: Db,
  crateId: number,
  lease: { stationId: string; userId: number },
  now: Date,
): Promise<void> {
  await trx
    .updateTable('crates')
    .set({
      station_id: lease.stationId,
      leased_at: now,
      holder_user_id: lease.userId,
      updated_at: now,
    })
    .where('id', '=', crateId)
    .execute();
}

/** The crate's lease ends, if it is still the station's. */
export async function releaseCrate(trx: Db, crateId: number, stationId: string, now: Date): Promise<void> {
  await trx
    .updateTable('crates')
    .set({ station_id: null, leased_at: null, holder_user_id: null, updated_at: now })
    .where('id', '=', crateId)
    .where('station_id', '=', stationId)
    .execute();
}

/** A new live package of the order; undefined when the order has a live one already. */
export async function insertLivePackage(
  trx: Db,
  pkg: { orderId: number; crateId: number | null; stationId: string; packedBy: number },
) {
  return trx
    .insertInto('order_packages')
    .values({
      order_id: pkg.orderId,
      crate_id: pkg.crateId,
      station_id: pkg.stationId,
      state: 'packing',
      packed_by: pkg.packedBy,
    })
    .onConflict((conflict) => conflict.column('order_id').where('state', '<>', 'skipped').doNothing())
    .returning(['id', 'state'])
    .executeTakeFirst();
}

/** The order's live package moves to the station (and its crate). */
export async function moveLivePackage(
  trx: Db,
  orderId: number,
  to: { stationId: string; crateId: number | null },
) {
  return trx
    .updateTable('order_packages')
    .set({ station_id: to.stationId, crate_id: to.crateId })
    .where('order_id', '=', orderId)
    .where('state', '<>', 'skipped')
    .returning(['id', 'state'])
    .executeTakeFirstOrThrow();
}

/** A line of the order with more pieces counted in the package than serials given; undefined for none. */
export async function findLineAwaitingSerial(trx: Db, orderId: number, packageId: number) {
  return trx
    .selectFrom('order_items as oi')
    .select('oi.id')
    .where('oi.order_id', '=', orderId)
    .where(({ eb, selectFrom }) =>
      eb(
        selectFrom('package_scans as s')
          .select((b) => b.fn.countAll<string>().as('n'))
          .where('s.package_id', '=', packageId)
          .whereRef('s.order_item_id', '=', 'oi.id')
          .where('s.serial', 'is', null)
          .where('s.undone_at', 'is', null),
        '>',
        selectFrom('product_serials as ps')
          .select((b) => b.fn.countAll<string>().as('n'))
          .whereRef('ps.order_item_id', '=', 'oi.id'),
      ),
    )
    .executeTakeFirst();
}

/** The first (lowest id) of the orders with a line of the product; undefined for none. */
export async function findFirstOrderWithProduct(trx: Db, orderIds: readonly number[], productId: number) {
  return trx
    .selectFrom('order_items')
    .select('order_id')
    .where('order_id', 'in', orderIds)
    .where('product_id', '=', productId)
    .orderBy('order_id')
    .limit(1)
    .executeTakeFirst();
}
