import type { MasterProductDetail, MasterProductOptions } from 'shared-domain';
import { qualityGrades, type ShopCode, shops } from 'shared-domain';
import type { Db } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import { findModelAttributeValues } from './master-product-attribute-repository.ts';
import { findModelPackage, findModelSeoTexts } from './master-product-content-repository.ts';
import {
  findCategoryNames,
  findManufacturerNames,
  findModelCategoryIdsInOrder,
  findModelColoursInOrder,
  findModelStockInShop,
  findProductTypeNames,
  findStoreNames,
  findUsedProductBonuses,
} from './master-product-detail-repository.ts';
import { findModel } from './master-product-repository.ts';
import { variantsOf } from './master-product-variant-rows.ts';
import { findModelImageList } from './model-image-repository.ts';
import { uploadUrlOf } from './product-admin-images.ts';

// Reads of the product admin: one master product with everything its tabs show, in the shop's
// language and currency, and the lists its selects offer.

export async function loadMasterProduct(db: Db, shop: ShopCode, id: number): Promise<MasterProductDetail> {
  const model = await findModel(db, id);
  if (!model) throw notFound('model_not_found');

  const [colours, variants, categories, stock, images, values, seo, pack, bonuses] = await Promise.all([
    findModelColoursInOrder(db, shop, id),
    variantsOf(db, shop, id),
    findModelCategoryIdsInOrder(db, id),
    findModelStockInShop(db, shop, id),
    findModelImageList(db, shop, id),
    findModelAttributeValues(db, id),
    findModelSeoTexts(db, shop, id),
    findModelPackage(db, id),
    findUsedProductBonuses(db, shop, model),
  ]);

  const percentOf = new Map(bonuses.map((bonus) => [bonus.quality_type, bonus.percent]));
  return {
    id: model.id,
    version: model.version,
    name: model.name,
    manufacturerId: model.manufacturer_id,
    productTypeId: model.product_type_id,
    releasedYear: model.released_year,
    seoName: model.seo_name,
    currency: shops[shop].currency,
    colours: colours.map((colour) => ({
      id: colour.id,
      code: colour.code,
      hex: colour.hex,
      name: colour.name ?? colour.code,
    })),
    variants,
    categoryIds: categories.map((row) => row.category_id),
    stock: stock.map((row) => ({ productId: row.product_id, storeId: row.store_id, quantity: row.quantity })),
    images: images.map((image) => ({
      id: image.id,
      uploadId: image.uploadId,
      url: uploadUrlOf(image.uploadId),
      alt: image.alt ?? '',
    })),
    attributeValues: values.map((row) => ({
      attributeId: row.attribute_id,
      value:
        row.choice_id ??
        row.boolean_value ??
        (row.number_value === null ? null : Number(row.number_value)) ??
        row.text_value ??
        '',
    })),
    seo: seo ?? { title: '', description: '', text: '' },
    package: pack
      ? { widthMm: pack.width_mm, heightMm: pack.height_mm, depthMm: pack.depth_mm, weightG: pack.weight_g }
      : null,
    bonuses: (['new', ...qualityGrades] as const).map((quality) => ({
      quality,
      percent: percentOf.get(quality) ?? null,
    })),
  };
}

export async function loadOptions(db: Db, shop: ShopCode): Promise<MasterProductOptions> {
  const [manufacturers, productTypes, stores, categories] = await Promise.all([
    findManufacturerNames(db),
    findProductTypeNames(db, shop),
    findStoreNames(db, shop),
    findCategoryNames(db, shop),
  ]);
  return { manufacturers, productTypes, stores, categories: categoriesInTreeOrder(categories) };
}

interface CategoryRow {
  id: number;
  parent_id: number | null;
  position: number;
  name: string;
}

/** Depth first, siblings by position, each named with its parents so a flat select reads as the tree. */
function categoriesInTreeOrder(rows: CategoryRow[]): { id: number; name: string }[] {
  const children = new Map<number | null, CategoryRow[]>();
  for (const row of rows) children.set(row.parent_id, [...(children.get(row.parent_id) ?? []), row]);
  const ordered: { id: number; name: string }[] = [];
  const visit = (parent: number | null, prefix: string, seen: Set<number>) => {
    const siblings = (children.get(parent) ?? []).sort((a, b) => a.position - b.position || a.id - b.id);
    for (const row of siblings) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      const name = prefix ? `${prefix} › ${row.name}` : row.name;
      ordered.push({ id: row.id, name });
      visit(row.id, name, seen);
    }
  };
  visit(null, '', new Set());
  return ordered;
}
