import type { AdminStore, AdminStoreInput, ShopCode } from 'shared-domain';
import { recordStaffChange, type StaffActor } from '../platform/audit/audit-trail.ts';
import type { Db } from '../platform/db/schema.ts';
import { notFound } from '../platform/errors.ts';
import { findAdminStoreRow, updateStorePage } from './store-admin-repository.ts';

// Staff edit what the stores pages show of a place: hours, holiday exceptions, services, photo,
// e-mail and description. Name and address are master data and stay as they are. Audited.

export async function findAdminStore(db: Db, shop: ShopCode, id: number | undefined): Promise<AdminStore> {
  const store = id === undefined ? undefined : await findAdminStoreRow(db, shop, id);
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
    await updateStorePage(trx, before.id, {
      opening_hours: JSON.stringify(input.openingHours),
      opening_exceptions: JSON.stringify(
        exceptions.map((row) => (row.closed ? { ...row, opens: null, closes: null } : row)),
      ),
      services: input.services,
      photo_url: input.photoUrl,
      email: input.email,
      description: input.description,
    });
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
