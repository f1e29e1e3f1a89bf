import type { ShopCode } from 'shared-domain';
import type {
  BonusDeviceType,
  BonusManufacturer,
  UsedProductBonusesBody,
} from 'shared-domain/contracts/staff.ts';
import type { Db } from '../../platform/db/schema.ts';

// The buy-and-sell bonus percents (used_product_bonuses) and the manufacturers and device kinds
// a bonus can be set for.

/** One cell of the bonus table: manufacturer × quality × device kind. */
export type BonusCell = Pick<
  UsedProductBonusesBody['items'][number],
  'manufacturerId' | 'qualityType' | 'productTypeId'
>;

export async function bonusManufacturers(db: Db): Promise<BonusManufacturer[]> {
  // Only brands the shop sells: a bonus of a brand without master products could never apply.
  return db
    .selectFrom('manufacturers as mf')
    .where((eb) =>
      eb.exists(eb.selectFrom('models as m').whereRef('m.manufacturer_id', '=', 'mf.id').select('m.id')),
    )
    .select(['mf.id', 'mf.name'])
    .orderBy('mf.name')
    .execute();
}

export async function bonusDeviceTypes(db: Db, shop: ShopCode): Promise<BonusDeviceType[]> {
  return db
    .selectFrom('product_types as t')
    .innerJoin('product_type_texts as tt', (join) =>
      join.onRef('tt.product_type_id', '=', 't.id').on('tt.shop', '=', shop),
    )
    .select(['t.id', 't.code', 'tt.name'])
    .orderBy('t.position')
    .orderBy('t.id')
    .execute();
}

/** The shop's bonus rows (of one manufacturer when given), by manufacturer, device kind, quality. */
export function findBonuses(db: Db, shop: ShopCode, manufacturerId?: number) {
  let query = db
    .selectFrom('used_product_bonuses')
    .where('shop', '=', shop)
    .select([
      'manufacturer_id as manufacturerId',
      'quality_type as qualityType',
      'product_type_id as productTypeId',
      'percent',
    ]);
  if (manufacturerId !== undefined) query = query.where('manufacturer_id', '=', manufacturerId);
  return query.orderBy('manufacturer_id').orderBy('product_type_id').orderBy('quality_type').execute();
}

/** The cell's row, locked until the transaction ends; undefined when it has none. */
export function lockBonus(trx: Db, shop: ShopCode, cell: BonusCell) {
  return trx
    .selectFrom('used_product_bonuses')
    .where('shop', '=', shop)
    .where('manufacturer_id', '=', cell.manufacturerId)
    .where('quality_type', '=', cell.qualityType)
    .where('product_type_id', '=', cell.productTypeId)
    .select('percent')
    .forUpdate()
    .executeTakeFirst();
}

export async function deleteBonus(trx: Db, shop: ShopCode, cell: BonusCell): Promise<void> {
  await trx
    .deleteFrom('used_product_bonuses')
    .where('shop', '=', shop)
    .where('manufacturer_id', '=', cell.manufacturerId)
    .where('quality_type', '=', cell.qualityType)
    .where('product_type_id', '=', cell.productTypeId)
    .execute();
}

export async function upsertBonus(trx: Db, shop: ShopCode, cell: BonusCell, percent: number): Promise<void> {
  const key = {
    shop,
    manufacturer_id: cell.manufacturerId,
    quality_type: cell.qualityType,
    product_type_id: cell.productTypeId,
  };
  await trx
    .insertInto('used_product_bonuses')
    .values({ ...key, percent })
    .onConflict((oc) =>
      oc.columns(['shop', 'manufacturer_id', 'quality_type', 'product_type_id']).doUpdateSet({ percent }),
    )
    .execute();
}

/** Those of the ids that name a manufacturer. */
export function findManufacturerIds(trx: Db, ids: number[]) {
  return trx.selectFrom('manufacturers').where('id', 'in', ids).select('id').execute();
}

/** Those of the ids that name a device kind. */
export function findProductTypeIds(trx: Db, ids: number[]) {
  return trx.selectFrom('product_types').where('id', 'in', ids).select('id').execute();
}
