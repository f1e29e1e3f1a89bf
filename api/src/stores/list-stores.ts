import type { ShopCode, StoreSummary } from 'shared-domain';
import type { Db, StoreKind } from '../platform/db/schema.ts';
import { selectStores } from './store-repository.ts';

/** Database kind → the kind the fronts filter by. Pickup points are delivery places, listed elsewhere. */
const publicKinds = {
  store: 'store',
  buyout_centre: 'buyout',
  service_centre: 'service',
} as const satisfies Partial<Record<StoreKind, StoreSummary['kind']>>;

/** Stores, buyout centres and service centres of the shop, by city. */
export async function listStores(db: Db, shop: ShopCode): Promise<StoreSummary[]> {
  const rows = await selectStores(db, shop, Object.keys(publicKinds) as (keyof typeof publicKinds)[]);
  return rows.map((row) => ({ ...row, kind: publicKinds[row.kind as keyof typeof publicKinds] }));
}
