import type { AdminStore, ShopCode } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';
import { PAGE_KINDS } from './store-page-repository.ts';
// The tables of migration 0032, merged into Database (module augmentation).
import '../platform/db/schema-stores-articles.ts';

// What staff edit of the places that have a store page.

function selectAdminStores(db: Db, shop: ShopCode) {
  return db
    .selectFrom('stores')
    .select(['id', 'slug', 'name', 'city', 'street', 'services', 'email', 'description'])
    .select(['photo_url as photoUrl', 'opening_hours as openingHours', 'opening_exceptions as exceptions'])
    .where('shop', '=', shop)
    .where('kind', 'in', PAGE_KINDS);
}

/** The shop's places with a store page, by city and name. */
export async function listAdminStores(db: Db, shop: ShopCode): Promise<AdminStore[]> {
  return selectAdminStores(db, shop).orderBy('city').orderBy('name').execute();
}

export async function findAdminStoreRow(db: Db, shop: ShopCode, id: number): Promise<AdminStore | undefined> {
  return selectAdminStores(db, shop).where('id', '=', id).executeTakeFirst();
}

/** The page's columns of the store; the JSON columns come as JSON text. */
export async function updateStorePage(
  db: Db,
  id: number,
  page: {
    opening_hours: string;
    opening_exceptions: string;
    services: AdminStore['services'];
    photo_url: string | null;
    email: string | null;
    description: string;
  },
): Promise<void> {
  await db.updateTable('stores').set(page).where('id', '=', id).execute();
}
