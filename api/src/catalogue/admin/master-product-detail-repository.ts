import type { ShopCode } from 'shared-domain';
import type { Db } from '../../platform/db/schema.ts';

// Reads of the product admin's detail: parts of one master product its tabs show, and the lists
// its selects offer, in the shop's language.

export function findModelColoursInOrder(db: Db, shop: ShopCode, modelId: number) {
  return db
    .selectFrom('model_colours as c')
    .leftJoin('model_colour_texts as t', (join) =>
      join.onRef('t.model_colour_id', '=', 'c.id').on('t.shop', '=', shop),
    )
    .select(['c.id', 'c.code', 'c.hex', 't.name'])
    .where('c.model_id', '=', modelId)
    .orderBy('c.id')
    .execute();
}

export function findModelCategoryIdsInOrder(db: Db, modelId: number) {
  return db
    .selectFrom('model_categories')
    .select('category_id')
    .where('model_id', '=', modelId)
    .orderBy('category_id')
    .execute();
}

/** The stock of the model's variants in the shop's stores. */
export function findModelStockInShop(db: Db, shop: ShopCode, modelId: number) {
  return db
    .selectFrom('stock as s')
    .innerJoin('products as p', 'p.id', 's.product_id')
    .innerJoin('stores as st', 'st.id', 's.store_id')
    .select(['s.product_id', 's.store_id', 's.quantity'])
    .where('p.model_id', '=', modelId)
    .where('st.shop', '=', shop)
    .orderBy('s.product_id')
    .orderBy('s.store_id')
    .execute();
}

/** The shop's buyout bonuses of the manufacturer's devices of the type, per quality. */
export function findUsedProductBonuses(
  db: Db,
  shop: ShopCode,
  model: { manufacturer_id: number; product_type_id: number },
) {
  return db
    .selectFrom('used_product_bonuses')
    .select(['quality_type', 'percent'])
    .where('shop', '=', shop)
    .where('manufacturer_id', '=', model.manufacturer_id)
    .where('product_type_id', '=', model.product_type_id)
    .execute();
}

export function findManufacturerNames(db: Db) {
  return db.selectFrom('manufacturers').select(['id', 'name']).orderBy('name').execute();
}

export function findProductTypeNames(db: Db, shop: ShopCode) {
  return db
    .selectFrom('product_types as pt')
    .innerJoin('product_type_texts as t', (join) =>
      join.onRef('t.product_type_id', '=', 'pt.id').on('t.shop', '=', shop),
    )
    .select(['pt.id', 't.name'])
    .orderBy('pt.position')
    .execute();
}

/** The shop's stores (not buyout or service centres) by name. */
export function findStoreNames(db: Db, shop: ShopCode) {
  return db
    .selectFrom('stores')
    .select(['id', 'name'])
    .where('shop', '=', shop)
    .where('kind', '=', 'store')
    .orderBy('name')
    .execute();
}

/** Every category with its parent, position and name in the shop's language (in no particular order). */
export function findCategoryNames(db: Db, shop: ShopCode) {
  return db
    .selectFrom('categories as c')
    .innerJoin('category_texts as t', (join) =>
      join.onRef('t.category_id', '=', 'c.id').on('t.shop', '=', shop),
    )
    .select(['c.id', 'c.parent_id', 'c.position', 't.name'])
    .execute();
}
