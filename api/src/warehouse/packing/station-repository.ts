import type { Db } from '../../platform/db/schema.ts';
import type { StationRow } from './station-state.ts';

/** A packing station of this shop, as last left; undefined for one never seen (or the other shop's). */
export function findStation(db: Db, shop: 'cz' | 'ro', stationId: string): Promise<StationRow | undefined> {
  return db
    .selectFrom('packing_stations')
    .select(['id', 'shop', 'user_id', 'crate_id', 'order_id', 'package_id', 'step', 'pending_command'])
    .where('id', '=', stationId)
    .where('shop', '=', shop)
    .executeTakeFirst();
}
