import { sql } from 'kysely';
import type { ShopCode } from 'shared-domain';
import type { Db } from './db/schema.ts';

// The rate_limit_counters rows: one per (shop, rule, key, window_start), holding that window's hits.

/** The hits of `key` in the windows starting at `windowStarts` (a window without hits has no row). */
export function findWindowHits(
  db: Db,
  shop: ShopCode,
  rule: string,
  key: string,
  windowStarts: Date[],
): Promise<{ window_start: Date; hits: number }[]> {
  return db
    .selectFrom('rate_limit_counters')
    .select(['window_start', 'hits'])
    .where('shop', '=', shop)
    .where('rule', '=', rule)
    .where('key', '=', key)
    .where('window_start', 'in', windowStarts)
    .execute();
}

/** One more hit of `key` in the window, its row made by the first one. */
export async function incrementWindowHits(
  db: Db,
  shop: ShopCode,
  rule: string,
  key: string,
  window: { start: Date; end: Date },
): Promise<void> {
  await db
    .insertInto('rate_limit_counters')
    .values({ shop, rule, key, window_start: window.start, window_end: window.end, hits: 1 })
    .onConflict((oc) =>
      oc
        .columns(['shop', 'rule', 'key', 'window_start'])
        .doUpdateSet({ hits: sql<number>`rate_limit_counters.hits + 1` }),
    )
    .execute();
}

/** One hit less of `key` in the window starting at `windowStart`, never below zero. */
export async function decrementWindowHits(
  db: Db,
  shop: ShopCode,
  rule: string,
  key: string,
  windowStart: Date,
): Promise<void> {
  await db
    .updateTable('rate_limit_counters')
    .set({ hits: sql<number>`hits - 1` })
    .where('shop', '=', shop)
    .where('rule', '=', rule)
    .where('key', '=', key)
    .where('window_start', '=', windowStart)
    .where('hits', '>', 0)
    .execute();
}

/** Housekeeping: a window stops counting one window length after its end (as the previous window). */
export async function deleteRateLimitCountersBefore(db: Db, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('rate_limit_counters')
    .where(sql<boolean>`window_end + (window_end - window_start) <= ${now}`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
