import type { Insertable, Updateable } from 'kysely';
import type { Db, ModelsTable } from '../../platform/db/schema.ts';

// A master product's own row (models): its version, base fields and the names they must not share.

/** Bumps the version the save was made on; none when the row moved on (or is gone). Locks the row. */
export function bumpModelVersion(trx: Db, id: number, version: number) {
  return trx
    .updateTable('models')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', version)
    .returning('id')
    .executeTakeFirst();
}

export function findModelId(trx: Db, id: number) {
  return trx.selectFrom('models').select('id').where('id', '=', id).executeTakeFirst();
}

export function findModel(db: Db, id: number) {
  return db
    .selectFrom('models')
    .select(['id', 'version', 'name', 'manufacturer_id', 'product_type_id', 'released_year', 'seo_name'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findModelBase(trx: Db, id: number) {
  return trx
    .selectFrom('models')
    .select(['name', 'manufacturer_id', 'product_type_id', 'released_year', 'seo_name'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

export function findModelSeoName(trx: Db, id: number) {
  return trx.selectFrom('models').select('seo_name').where('id', '=', id).executeTakeFirstOrThrow();
}

export function findManufacturerId(trx: Db, id: number) {
  return trx.selectFrom('manufacturers').select('id').where('id', '=', id).executeTakeFirst();
}

export function findProductTypeId(trx: Db, id: number) {
  return trx.selectFrom('product_types').select('id').where('id', '=', id).executeTakeFirst();
}

export function findProductTypeCode(trx: Db, id: number) {
  return trx.selectFrom('product_types').select('code').where('id', '=', id).executeTakeFirstOrThrow();
}

/** Another master product (than `exceptId`, when given) with this SEO name. */
export function findModelWithSeoName(trx: Db, seoName: string, exceptId: number | null) {
  return trx
    .selectFrom('models')
    .select('id')
    .where('seo_name', '=', seoName)
    .$if(exceptId !== null, (qb) => qb.where('id', '<>', exceptId as number))
    .executeTakeFirst();
}

/** Another master product (than `exceptId`, when given) of this manufacturer with this name. */
export function findModelWithName(trx: Db, manufacturerId: number, name: string, exceptId: number | null) {
  return trx
    .selectFrom('models')
    .select('id')
    .where('manufacturer_id', '=', manufacturerId)
    .where('name', '=', name)
    .$if(exceptId !== null, (qb) => qb.where('id', '<>', exceptId as number))
    .executeTakeFirst();
}

export function insertModel(trx: Db, columns: Insertable<ModelsTable>) {
  return trx.insertInto('models').values(columns).returning('id').executeTakeFirstOrThrow();
}

export async function updateModel(trx: Db, id: number, columns: Updateable<ModelsTable>): Promise<void> {
  await trx.updateTable('models').set(columns).where('id', '=', id).execute();
}

/** The root category of a device type (by the type's code), if there is one. */
export function findRootCategoryOfType(trx: Db, typeCode: string) {
  return trx
    .selectFrom('categories')
    .select('id')
    .where('parent_id', 'is', null)
    .where('type_device', '=', typeCode)
    .executeTakeFirst();
}

/** The variants (products) of a master product. */
export function findVariantIds(trx: Db, modelId: number) {
  return trx.selectFrom('products').select('id').where('model_id', '=', modelId).execute();
}
