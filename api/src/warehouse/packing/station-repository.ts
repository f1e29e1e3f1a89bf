import { executePrepared } from '../../platform/db/prepared-statements.ts';
import type { Db } from '../../platform/db/schema.ts';
import type { StationRow } from './station-state.ts';

// The packing stations' rows: where each is in its work, and who scans at it.

/** A packing station of this shop, as last left; undefined for one never seen (or the other shop's). */
export function findStation(db: Db, shop: 'cz' | 'ro', stationId: string): Promise<StationRow | undefined> {
  return db
    .selectFrom('packing_stations')
    .select(['id', 'shop', 'user_id', 'crate_id', 'order_id', 'package_id', 'step', 'pending_command'])
    .where('id', '=', stationId)
    .where('shop', '=', shop)
    .executeTakeFirst();
}

/**
 * Creates the station on its first scan and locks its row either way: an upsert takes the row
 * lock, so concurrent scans of one station wait for each other. Its time of the last scan keeps
 * its crate's lease alive. A station id of the other shop answers nothing (undefined).
 */
export async function lockStation(
  trx: Db,
  shop: 'cz' | 'ro',
  stationId: string,
  userId: number,
): Promise<StationRow | undefined> {
  const [row] = await executePrepared(
    trx,
    trx
      .insertInto('packing_stations')
      .values({ id: stationId, shop, user_id: userId, step: 'scan_crate' })
      .onConflict((conflict) =>
        conflict
          .column('id')
          .doUpdateSet({ user_id: userId, updated_at: new Date() })
          .where('packing_stations.shop', '=', shop),
      )
      .returning(['id', 'shop', 'user_id', 'crate_id', 'order_id', 'package_id', 'step', 'pending_command']),
  );
  return row;
}

/** Writes what a scan changed of the station, with the time of the scan. */
export async function updateStation(
  trx: Db,
  stationId: string,
  changes: Partial<StationRow>,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('packing_stations')
    .set({ ...changes, updated_at: now })
    .where('id', '=', stationId)
    .execute();
}

/** The station starts over (no crate, order or package) when it still has this crate. */
export async function clearStationOfCrate(trx: Db, stationId: string, crateId: number): Promise<void> {
  await trx
    .updateTable('packing_stations')
    .set({ crate_id: null, order_id: null, package_id: null, step: 'scan_crate', pending_command: null })
    .where('id', '=', stationId)
    .where('crate_id', '=', crateId)
    .execute();
}
