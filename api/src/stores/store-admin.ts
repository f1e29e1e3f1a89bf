import type { AdminStore, AdminStoreInput, ShopCode } from 'shared-domain';
import { recordStaffChange, type StaffActor } from '../platform/audit/audit-trail.ts';
import type { Db } from '../platform/db/schema.ts';
import { notFound } from '../platform/errors.ts';
import { PAGE_KINDS } from './store-page-repository.ts';
// The tables of migration 0032, merged into Database (module augmentation).
import '../platform/db/schema-stores-articles.ts';

// Staff edit what the stores pages show of a place: hours, holiday exceptions, services, photo,
// e-mail and description. Name and address are master data and stay as they are. Audited.

function selectAdminStores(db: Db, shop: ShopCode) {
  return db
    .selectFrom('stores')
    .select(['id', 'slug', 'name', 'city', 'street', 'services', 'email', 'description'])
    .select(['photo_url as photoUrl', 'opening_hours as openingHours', 'opening_exceptions as exceptions'])
    .where('shop', '=', shop)
    .where('kind', 'in', PAGE_KINDS);
}

export async function listAdminStores(db: Db, shop: ShopCode): Promise<AdminStore[]> {
  return selectAdminStores(db, shop).orderBy('city').orderBy('name').execute();
}

export async function findAdminStore(db: Db, shop: ShopCode, id: number | undefined): Promise<AdminStore> {
  const store =
    id === undefined ? undefined : await selectAdminStores(db, shop).where('id', '=', id).executeTakeFirst();
  if (!store) throw notFound('store_not_found');
  return store;
}

export async function updateAdminStore(
  db: Db,
  shop: ShopCode,
  actor: StaffActor,
  storeId: number | undefined,
  input: AdminStoreInput,
): Promise<AdminStore> {
  return db.transaction().execute(async (trx) => {
    const before = await findAdminStore(trx, shop, storeId);
    const exceptions = [...input.exceptions].sort((a, b) => a.date.localeCompare(b.date));
    await trx
      .updateTable('stores')
      .set({
        opening_hours: JSON.stringify(input.openingHours),
        opening_exceptions: JSON.stringify(
          exceptions.map((row) => (row.closed ? { ...row, opens: null, closes: null } : row)),
        ),
        services: input.services,
        photo_url: input.photoUrl,
        email: input.email,
        description: input.description,
      })
      .where('id', '=', before.id)
      .execute();
    const after = await findAdminStore(trx, shop, before.id);
    await recordStaffChange(trx, shop, actor, {
      entity: 'store',
      entityId: before.id,
      action: 'update',
      before,
      after,
    });
    return after;
  });
}
