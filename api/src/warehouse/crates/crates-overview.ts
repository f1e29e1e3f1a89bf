import type { CrateOverview, ShopCode } from 'shared-domain';
import type { Db } from '../../platform/db/schema.ts';
import { selectCratesWithHolders, selectUnpackedOrdersInCrates } from './crate-repository.ts';

/**
 * Every crate of the shop: when it last changed, the orders picked into it and not packed yet,
 * who holds it (whoever picked into it last) and the packing station it is leased to.
 */
export async function cratesOverview(db: Db, shop: ShopCode): Promise<CrateOverview[]> {
  const crates = await selectCratesWithHolders(db, shop);
  const inside = await selectUnpackedOrdersInCrates(db, shop);
  return crates.map((crate) => ({
    code: crate.code,
    name: crate.name,
    updatedAt: crate.updated_at.toISOString(),
    orders: inside.filter((order) => order.crateId === crate.id).map((order) => order.number),
    holder: crate.first_name === null ? null : `${crate.first_name} ${crate.last_name ?? ''}`.trim(),
    station: crate.station_id,
  }));
}
