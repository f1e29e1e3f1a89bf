import type { MasterProductDetail, MasterProductOptions } from 'shared-domain';
import { qualityGrades, type ShopCode, shops } from 'shared-domain';
import type { Db } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import { variantsOf } from './master-product-variant-rows.ts';
import { uploadUrlOf } from './product-admin-images.ts';

// Reads of the product admin: one master product with everything its tabs show, in the shop's
// language and currency, and the lists its selects offer.

export async function loadMasterProduct(db: Db, shop: ShopCode, id: number): Promise<MasterProductDetail> {
  const model = await db
    .selectFrom('models')
    .select(['id', 'version', 'name', 'manufacturer_id', 'product_type_id', 'released_year', 'seo_name'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!model) throw notFound('model_not_found');

  const [colours, variants, categories, stock, images, values, seo, pack, bonuses] = await Promise.all([
    db
      .selectFrom('model_colours as c')
      .leftJoin('model_colour_texts as t', (join) =>
        join.onRef('t.model_colour_id', '=', 'c.id').on('t.shop', '=', shop),
      )
      .select(['c.id', 'c.code', 'c.hex', 't.name'])
      .where('c.model_id', '=', id)
      .orderBy('c.id')
      .execute(),
    variantsOf(db, shop, id),
    db
      .selectFrom('model_categories')
      .select('category_id')
      .where('model_id', '=', id)
      .orderBy('category_id')
      .execute(),
    db
      .selectFrom('stock as s')
      .innerJoin('products as p', 'p.id', 's.product_id')
      .innerJoin('stores as st', 'st.id', 's.store_id')
      .select(['s.product_id', 's.store_id', 's.quantity'])
      .where('p.model_id', '=', id)
      .where('st.shop', '=', shop)
      .orderBy('s.product_id')
      .orderBy('s.store_id')
      .execute(),
    db
      .selectFrom('model_images as i')
      .leftJoin('model_image_texts as t', (join) =>
        join.onRef('t.image_id', '=', 'i.id').on('t.shop', '=', shop),
      )
      .select(['i.id', 'i.upload_id', 't.alt'])
      .where('i.model_id', '=', id)
      .orderBy('i.position')
      .orderBy('i.id')
      .execute(),
    db
      .selectFrom('model_attribute_values')
      .selectAll()
      .where('model_id', '=', id)
      .orderBy('attribute_id')
      .execute(),
    db
      .selectFrom('model_seo_texts')
      .select(['title', 'description', 'text'])
      .where('model_id', '=', id)
      .where('shop', '=', shop)
      .executeTakeFirst(),
    db.selectFrom('model_packages').selectAll().where('model_id', '=', id).executeTakeFirst(),
    db
      .selectFrom('used_product_bonuses')
      .select(['quality_type', 'percent'])
      .where('shop', '=', shop)
      .where('manufacturer_id', '=', model.manufacturer_id)
      .where('product_type_id', '=', model.product_type_id)
      .execute(),
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
      uploadId: image.upload_id,
      url: uploadUrlOf(image.upload_id),
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
    db.selectFrom('manufacturers').select(['id', 'name']).orderBy('name').execute(),
    db
      .selectFrom('product_types as pt')
      .innerJoin('product_type_texts as t', (join) =>
        join.onRef('t.product_type_id', '=', 'pt.id').on('t.shop', '=', shop),
      )
      .select(['pt.id', 't.name'])
      .orderBy('pt.position')
      .execute(),
    db
      .selectFrom('stores')
      .select(['id', 'name'])
      .where('shop', '=', shop)
      .where('kind', '=', 'store')
      .orderBy('name')
      .execute(),
    db
      .selectFrom('categories as c')
      .innerJoin('category_texts as t', (join) =>
        join.onRef('t.category_id', '=', 'c.id').on('t.shop', '=', shop),
      )
      .select(['c.id', 'c.parent_id', 'c.position', 't.name'])
      .execute(),
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
