import { sql } from 'kysely';
import type { ShopCode } from 'shared-domain';
import type { Db } from '../../platform/db/schema.ts';
import { ACCESSORIES_TYPE, containsPattern, fullName, modelRefs } from './model-search-repository.ts';

// The accessories (master products of the accessories type) and the devices each fits (accessory_fits).

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

/** How many accessories match the query's filters. */
export async function countAccessories(db: Db, query: AccessoryFitQuery): Promise<string> {
  const { total } = await accessories(db, query)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return total;
}

/** The query's page of accessories, in its sort order. */
export function findAccessoryPage(db: Db, query: AccessoryFitQuery) {
  let select = accessories(db, query).select(['m.id', 'm.name as modelName', 'mf.name as manufacturer']);
  const descending = query.sort?.startsWith('-') ?? false;
  const direction = descending ? 'desc' : 'asc';
  if (query.sort?.endsWith('devices')) select = select.orderBy(fitCount, direction);
  select = select.orderBy('mf.name', direction).orderBy('m.name', direction).orderBy('m.id');
  return select
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
}

export function findAccessory(db: Db, accessoryId: number) {
  return accessories(db, {})
    .where('m.id', '=', accessoryId)
    .select(['m.id', 'm.name as modelName', 'mf.name as manufacturer'])
    .executeTakeFirst();
}

/** The manufacturers that make accessories, by name. */
export async function accessoryBrands(db: Db) {
  return accessories(db, {}).select(['mf.id', 'mf.name']).distinct().orderBy('mf.name').execute();
}

/** The devices the accessories fit, each row naming its accessory, by device name. */
export function findFittingDevices(db: Db, shop: ShopCode, accessoryIds: number[]) {
  return modelRefs(db, shop)
    .innerJoin('accessory_fits as f', 'f.device_model_id', 'm.id')
    .where('f.accessory_model_id', 'in', accessoryIds)
    .select('f.accessory_model_id as accessoryId')
    .orderBy('mf.name')
    .orderBy('m.name')
    .orderBy('m.id')
    .execute();
}

/** Locks the master product, so two edits of one accessory's fits run one after the other. */
export async function lockModel(trx: Db, id: number): Promise<void> {
  await sql`select id from models where id = ${id} for update`.execute(trx);
}

export async function deleteAccessoryFits(trx: Db, accessoryId: number, deviceIds: number[]): Promise<void> {
  await trx
    .deleteFrom('accessory_fits')
    .where('accessory_model_id', '=', accessoryId)
    .where('device_model_id', 'in', deviceIds)
    .execute();
}

export async function insertAccessoryFits(trx: Db, accessoryId: number, deviceIds: number[]): Promise<void> {
  await trx
    .insertInto('accessory_fits')
    .values(deviceIds.map((id) => ({ accessory_model_id: accessoryId, device_model_id: id })))
    .execute();
}
