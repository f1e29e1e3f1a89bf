import type { ShopCode } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';

// The shop's active service centres, where customers hand their devices over.

/** The shop's active service centres with their opening hours, by name. */
export async function selectActiveServiceCentres(db: Db, shop: ShopCode) {
  return db
    .selectFrom('stores')
    .select(['id', 'name', 'street', 'city', 'postcode', 'opening_hours'])
    .where('shop', '=', shop)
    .where('kind', '=', 'service_centre')
    .where('is_active', '=', true)
    .orderBy('name')
    .execute();
}

/** An active service centre of the shop with its opening hours; undefined for any other id. */
export async function findActiveServiceCentre(db: Db, shop: ShopCode, centreId: number) {
  return db
    .selectFrom('stores')
    .select(['id', 'name', 'street', 'city', 'postcode', 'opening_hours'])
    .where('id', '=', centreId)
    .where('shop', '=', shop)
    .where('kind', '=', 'service_centre')
    .where('is_active', '=', true)
    .executeTakeFirst();
}
