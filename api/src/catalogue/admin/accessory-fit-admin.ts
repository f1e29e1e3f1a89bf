import type { ShopCode } from 'shared-domain';
import type { AccessoryFitRow, GridPage, MasterProductRef } from 'shared-domain/contracts/staff.ts';
import { recordStaffChange, type StaffActor } from '../../platform/audit/audit-trail.ts';
import type { Db } from '../../platform/db/schema.ts';
import {
  type AccessoryFitQuery,
  countAccessories,
  deleteAccessoryFits,
  findAccessory,
  findAccessoryPage,
  findFittingDevices,
  insertAccessoryFits,
  lockModel,
} from './accessory-fit-repository.ts';
import { conflict, notFoundError } from './attribute-errors.ts';
import { ACCESSORIES_TYPE, modelsByIds, refOf } from './model-search-repository.ts';

// The accessory chargers grid: which accessory (a master product of the accessories
// type) fits which device master products. The product page's accessories read accessory_fits;
// here staff set, per accessory, the whole set of devices it fits. Audited on the accessory.

export async function accessoryFitPage(
  db: Db,
  shop: ShopCode,
  query: AccessoryFitQuery,
): Promise<GridPage<AccessoryFitRow>> {
  const [total, rows] = await Promise.all([countAccessories(db, query), findAccessoryPage(db, query)]);
  const devices = await devicesOf(
    db,
    shop,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: `${row.manufacturer} ${row.modelName}`,
      manufacturer: row.manufacturer,
      devices: devices.get(row.id) ?? [],
    })),
    total: Number(total),
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function devicesOf(
  db: Db,
  shop: ShopCode,
  accessoryIds: number[],
): Promise<Map<number, MasterProductRef[]>> {
  const byAccessory = new Map<number, MasterProductRef[]>();
  if (accessoryIds.length === 0) return byAccessory;
  const rows = await findFittingDevices(db, shop, accessoryIds);
  for (const row of rows) {
    const list = byAccessory.get(row.accessoryId) ?? [];
    list.push(refOf(row));
    byAccessory.set(row.accessoryId, list);
  }
  return byAccessory;
}

export async function readAccessoryFit(
  db: Db,
  shop: ShopCode,
  accessoryId: number,
): Promise<AccessoryFitRow> {
  const row = await findAccessory(db, accessoryId);
  if (!row) throw notFoundError('not_an_accessory');
  const devices = await devicesOf(db, shop, [accessoryId]);
  return {
    id: row.id,
    name: `${row.manufacturer} ${row.modelName}`,
    manufacturer: row.manufacturer,
    devices: devices.get(row.id) ?? [],
  };
}

/** Replaces the devices an accessory fits; only devices (not other accessories) qualify. */
export async function setAccessoryFits(
  db: Db,
  shop: ShopCode,
  actor: StaffActor,
  accessoryId: number,
  deviceIds: number[],
): Promise<AccessoryFitRow> {
  return db.transaction().execute(async (trx) => {
    await lockModel(trx, accessoryId);
    const before = await readAccessoryFit(trx, shop, accessoryId);
    const wanted = [...new Set(deviceIds)];
    const found = await modelsByIds(trx, shop, wanted);
    if (found.length !== wanted.length) throw notFoundError('model_not_found');
    if (found.some((model) => model.typeCode === ACCESSORIES_TYPE)) throw conflict('not_a_device');
    const had = new Set(before.devices.map((device) => device.id));
    const removed = [...had].filter((id) => !wanted.includes(id));
    const added = wanted.filter((id) => !had.has(id));
    if (removed.length > 0) await deleteAccessoryFits(trx, accessoryId, removed);
    if (added.length > 0) await insertAccessoryFits(trx, accessoryId, added);
    const after = await readAccessoryFit(trx, shop, accessoryId);
    if (removed.length > 0 || added.length > 0)
      await recordStaffChange(trx, shop, actor, {
        entity: 'accessory-fit',
        entityId: accessoryId,
        action: 'update',
        before: { devices: before.devices.map((device) => device.id) },
        after: { devices: after.devices.map((device) => device.id) },
      });
    return after;
  });
}
