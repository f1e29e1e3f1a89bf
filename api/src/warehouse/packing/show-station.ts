import type { StationState } from 'shared-domain/contracts/staff.ts';
import type { Db } from '../../platform/db/schema.ts';
import { carrierNameOf } from '../carriers/carriers.ts';
import { findStation } from './station-repository.ts';
import { loadContext, type StationRow, stationStateOf } from './station-state.ts';

/** A packing station's state; a station never seen waits for its first crate. */
export async function showStation(db: Db, shop: 'cz' | 'ro', stationId: string): Promise<StationState> {
  const station: StationRow = (await findStation(db, shop, stationId)) ?? {
    id: stationId,
    shop,
    user_id: null,
    crate_id: null,
    order_id: null,
    package_id: null,
    step: 'scan_crate',
    pending_command: null,
  };
  const context = await loadContext(db, station);
  return stationStateOf(context, context.order ? carrierNameOf(shop, context.order.deliveryType) : '');
}
