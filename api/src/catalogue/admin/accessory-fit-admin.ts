import { sql } from 'kysely';
import type { ShopCode } from 'shared-domain';
import type { AccessoryFitRow, GridPage, MasterProductRef } from 'shared-domain/contracts/staff.ts';
import { recordStaffChange, type StaffActor } from '../../platform/audit/audit-trail.ts';
import type { Db } from '../../platform/db/schema.ts';
import { conflict, notFoundError } from './attribute-errors.ts';
import {
  ACCESSORIES_TYPE,
  containsPattern,
  fullName,
  modelRefs,
  modelsByIds,
  refOf,
} from './master-data-model-search.ts';

// The accessory chargers grid: which accessory (a master product of the accessories
// type) fits which device master products. The product page's accessories read accessory_fits;
// here staff set, per accessory, the whole set of devices it fits. Audited on the accessory.

export interface AccessoryFitQuery {
  page: number;
  pageSize: number;
  sort?: 'name' | '-name' | 'devices' | '-devices';
  q?: string;
  brand?: number;
}

function accessories(db: Db, query: Pick<AccessoryFitQuery, 'q' | 'brand'>) {
  let select = db
    .selectFrom('models as m')
    .innerJoin('manufacturers as mf', 'mf.id', 'm.manufacturer_id')
    .innerJoin('product_types as t', 't.id', 'm.product_type_id')
    .where('t.code', '=', ACCESSORIES_TYPE);
  if (query.brand !== undefined) select = select.where('m.manufacturer_id', '=', query.brand);
  const q = query.q?.trim();
  if (q) select = select.where((eb) => eb(fullName, 'ilike', containsPattern(q)));
  return select;
}

const fitCount = sql<number>`(select count(*) from accessory_fits f where f.accessory_model_id = m.id)`;

export async function accessoryFitPage(
  db: Db,
  shop: ShopCode,
  query: AccessoryFitQuery,
): Promise<GridPage<AccessoryFitRow>> {
  const [{ total }, rows] = await Promise.all([
    accessories(db, query)
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
    (() => {
      let select = accessories(db, query).select(['m.id', 'm.name as modelName', 'mf.name as manufacturer']);
      const descending = query.sort?.startsWith('-') ?? false;
      const direction = descending ? 'desc' : 'asc';
      if (query.sort?.endsWith('devices')) select = select.orderBy(fitCount, direction);
      select = select.orderBy('mf.name', direction).orderBy('m.name', direction).orderBy('m.id');
      return select
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)
        .execute();
    })(),
  ]);
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
  const rows = await modelRefs(db, shop)
    .innerJoin('accessory_fits as f', 'f.device_model_id', 'm.id')
    .where('f.accessory_model_id', 'in', accessoryIds)
    .select('f.accessory_model_id as accessoryId')
    .orderBy('mf.name')
    .orderBy('m.name')
    .orderBy('m.id')
    .execute();
  for (const row of rows) {
    const list = byAccessory.get(row.accessoryId) ?? [];
    list.push(refOf(row));
    byAccessory.set(row.accessoryId, list);
  }
  return byAccessory;
}

export async function accessoryBrands(db: Db) {
  return accessories(db, {}).select(['mf.id', 'mf.name']).distinct().orderBy('mf.name').execute();
}

export async function readAccessoryFit(
  db: Db,
  shop: ShopCode,
  accessoryId: number,
): Promise<AccessoryFitRow> {
  const row = await accessories(db, {})
    .where('m.id', '=', accessoryId)
    .select(['m.id', 'm.name as modelName', 'mf.name as manufacturer'])
    .executeTakeFirst();
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
    await sql`select id from models where id = ${accessoryId} for update`.execute(trx);
    const before = await readAccessoryFit(trx, shop, accessoryId);
    const wanted = [...new Set(deviceIds)];
    const found = await modelsByIds(trx, shop, wanted);
    if (found.length !== wanted.length) throw notFoundError('model_not_found');
    if (found.some((model) => model.typeCode === ACCESSORIES_TYPE)) throw conflict('not_a_device');
    const had = new Set(before.devices.map((device) => device.id));
    const removed = [...had].filter((id) => !wanted.includes(id));
    const added = wanted.filter((id) => !had.has(id));
    if (removed.length > 0)
      await trx
        .deleteFrom('accessory_fits')
        .where('accessory_model_id', '=', accessoryId)
        .where('device_model_id', 'in', removed)
        .execute();
    if (added.length > 0)
      await trx
        .insertInto('accessory_fits')
        .values(added.map((id) => ({ accessory_model_id: accessoryId, device_model_id: id })))
        .execute();
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
