import type { ShopCode } from 'shared-domain';
import type { Db } from '../../platform/db/schema.ts';

// A master product's content tabs: its categories, the stock of its variants, SEO texts and package.

/** The categories among `ids` that exist. */
export function findCategoriesAmong(trx: Db, ids: readonly number[]) {
  return trx.selectFrom('categories').select('id').where('id', 'in', ids).execute();
}

export function findModelCategoryIds(trx: Db, modelId: number) {
  return trx.selectFrom('model_categories').select('category_id').where('model_id', '=', modelId).execute();
}

export async function deleteModelCategories(trx: Db, modelId: number): Promise<void> {
  await trx.deleteFrom('model_categories').where('model_id', '=', modelId).execute();
}

export async function insertModelCategory(trx: Db, modelId: number, categoryId: number): Promise<void> {
  await trx.insertInto('model_categories').values({ model_id: modelId, category_id: categoryId }).execute();
}

export async function insertModelCategories(
  trx: Db,
  modelId: number,
  categoryIds: readonly number[],
): Promise<void> {
  await trx
    .insertInto('model_categories')
    .values(categoryIds.map((category_id) => ({ model_id: modelId, category_id })))
    .execute();
}

/** The shop's stores (not buyout or service centres), which hold stock. */
export function findShopStoreIds(trx: Db, shop: ShopCode) {
  return trx.selectFrom('stores').select('id').where('shop', '=', shop).where('kind', '=', 'store').execute();
}

export function findStockQuantity(trx: Db, productId: number, storeId: number) {
  return trx
    .selectFrom('stock')
    .select('quantity')
    .where('product_id', '=', productId)
    .where('store_id', '=', storeId)
    .executeTakeFirst();
}

export async function upsertStockQuantity(
  trx: Db,
  level: { productId: number; storeId: number; quantity: number },
): Promise<void> {
  await trx
    .insertInto('stock')
    .values({ product_id: level.productId, store_id: level.storeId, quantity: level.quantity })
    .onConflict((conflict) =>
      conflict.columns(['product_id', 'store_id']).doUpdateSet({ quantity: level.quantity }),
    )
    .execute();
}

export function findModelSeoTexts(db: Db, shop: ShopCode, modelId: number) {
  return db
    .selectFrom('model_seo_texts')
    .select(['title', 'description', 'text'])
    .where('model_id', '=', modelId)
    .where('shop', '=', shop)
    .executeTakeFirst();
}

export async function upsertModelSeoTexts(
  trx: Db,
  shop: ShopCode,
  modelId: number,
  texts: { title: string; description: string; text: string },
): Promise<void> {
  await trx
    .insertInto('model_seo_texts')
    .values({ model_id: modelId, shop, ...texts })
    .onConflict((conflict) => conflict.columns(['model_id', 'shop']).doUpdateSet(texts))
    .execute();
}

export function findModelPackage(db: Db, modelId: number) {
  return db.selectFrom('model_packages').selectAll().where('model_id', '=', modelId).executeTakeFirst();
}

export async function upsertModelPackage(
  trx: Db,
  modelId: number,
  columns: { width_mm: number; height_mm: number; depth_mm: number; weight_g: number },
): Promise<void> {
  await trx
    .insertInto('model_packages')
    .values({ model_id: modelId, ...columns })
    .onConflict((conflict) => conflict.column('model_id').doUpdateSet(columns))
    .execute();
}
