import { sql } from 'kysely';
import type { ShopCode } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';

// What placing an order reads and locks besides the order itself and its cart: the buyouts of its
// bonuses, the order number counter.

export function findBuyoutStatuses(db: Db, buyoutIds: readonly number[]) {
  return db.selectFrom('buyouts').select('status').where('id', 'in', buyoutIds).execute();
}

/**
 * The next number of the shop's counter of the year. A missing counter starts above the highest
 * number already used that year (numbers starting with `prefix`), so imported or seeded orders
 * never clash.
 */
export async function bumpOrderNumberCounter(
  db: Db,
  shop: ShopCode,
  year: number,
  prefix: string,
): Promise<number> {
  const { last_number } = await db
    .insertInto('order_number_counters')
    .values({
      shop,
      year,
      last_number: sql<number>`1 + coalesce((select max(substr(number, 5)::integer) from orders
        where number like ${`${prefix}%`}), 0)`,
    })
    .onConflict((oc) =>
      oc.columns(['shop', 'year']).doUpdateSet((eb) => ({
        last_number: eb('order_number_counters.last_number', '+', 1),
      })),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return last_number;
}
