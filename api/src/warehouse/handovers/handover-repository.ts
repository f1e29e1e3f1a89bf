import { sql } from 'kysely';
import type { ShopCode } from 'shared-domain';
import type { Db } from '../../platform/db/schema.ts';

// The carriers' hand-overs and the packages handed over in each.

/**
 * The carrier's hand-over of the shop's day, made by the first package handed over to it and
 * found by the later ones (one statement).
 */
export async function upsertHandover(
  trx: Db,
  handover: { shop: ShopCode; carrier: string; number: string; day: string; userId: number },
): Promise<{ id: number; number: string }> {
  return trx
    .insertInto('carrier_handovers')
    .values({
      shop: handover.shop,
      carrier: handover.carrier,
      number: handover.number,
      handed_over_on: handover.day,
      created_by: handover.userId,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['shop', 'carrier', 'handed_over_on'])
        .doUpdateSet((eb) => ({ carrier: eb.ref('excluded.carrier') })),
    )
    .returning(['id', 'number'])
    .executeTakeFirstOrThrow();
}

/** The shop's hand-overs, newest first, with their day (YYYY-MM-DD) and package count. */
export async function selectHandovers(db: Db, shop: ShopCode, limit: number) {
  return db
    .selectFrom('carrier_handovers as h')
    .leftJoin('order_packages as pk', 'pk.handover_id', 'h.id')
    .select(['h.id', 'h.number', 'h.carrier', sql<string>`to_char(h.handed_over_on, 'YYYY-MM-DD')`.as('day')])
    .select((eb) => eb.fn.count<string>('pk.id').as('packages'))
    .where('h.shop', '=', shop)
    .groupBy(['h.id', 'h.number', 'h.carrier', 'h.handed_over_on'])
    .orderBy('h.handed_over_on', 'desc')
    .orderBy('h.id', 'desc')
    .limit(limit)
    .execute();
}

/** A hand-over of the shop with its day as DD.MM.YYYY; undefined for another shop's or none. */
export async function findHandover(db: Db, shop: ShopCode, handoverId: number) {
  return db
    .selectFrom('carrier_handovers')
    .select(['id', 'number', 'carrier', sql<string>`to_char(handed_over_on, 'DD.MM.YYYY')`.as('day')])
    .where('id', '=', handoverId)
    .where('shop', '=', shop)
    .executeTakeFirst();
}

/** The packages of a hand-over (order number, tracking number), in the order they were handed over. */
export async function selectHandoverPackages(db: Db, handoverId: number) {
  return db
    .selectFrom('order_packages as pk')
    .innerJoin('orders as o', 'o.id', 'pk.order_id')
    .select(['o.number', 'pk.tracking_number'])
    .where('pk.handover_id', '=', handoverId)
    .orderBy('pk.handed_over_at')
    .orderBy('pk.id')
    .execute();
}
