import type {
  AttributeNameChoices,
  AttributesPatch,
  MasterProductBase,
  PackagePatch,
  SeoPatch,
  ShopCode,
  StockPatch,
} from 'shared-domain';
import { shops } from 'shared-domain';
import { formatValidationMessage } from 'shared-domain/validation';
import { recordStaffChange, type StaffActor } from '../../platform/audit/audit-trail.ts';
import type { Db } from '../../platform/db/schema.ts';
import { refreshSearchTexts } from '../browse-search-texts.ts';
import { invalidField, valueTaken } from './master-product-version.ts';

// The master product's own fields and content tabs. Each save writes its part and one audit row
// with the part as it was and as it is now.

type Change = { before: unknown; after: unknown; action: string };

async function audit(trx: Db, shop: ShopCode, actor: StaffActor, modelId: number, change: Change) {
  await recordStaffChange(trx, shop, actor, { entity: 'master-product', entityId: modelId, ...change });
}

async function checkBase(trx: Db, shop: ShopCode, base: MasterProductBase, modelId: number | null) {
  const locale = shops[shop].locale;
  const [manufacturer, type, sameSeo, sameName] = await Promise.all([
    trx.selectFrom('manufacturers').select('id').where('id', '=', base.manufacturerId).executeTakeFirst(),
    trx.selectFrom('product_types').select('id').where('id', '=', base.productTypeId).executeTakeFirst(),
    trx
      .selectFrom('models')
      .select('id')
      .where('seo_name', '=', base.seoName)
      .$if(modelId !== null, (qb) => qb.where('id', '<>', modelId as number))
      .executeTakeFirst(),
    trx
      .selectFrom('models')
      .select('id')
      .where('manufacturer_id', '=', base.manufacturerId)
      .where('name', '=', base.name)
      .$if(modelId !== null, (qb) => qb.where('id', '<>', modelId as number))
      .executeTakeFirst(),
  ]);
  if (!manufacturer) throw invalidField(shop, 'manufacturerId', formatValidationMessage(locale, 'required'));
  if (!type) throw invalidField(shop, 'productTypeId', formatValidationMessage(locale, 'required'));
  if (sameSeo) throw valueTaken(shop, 'seoName');
  if (sameName) throw valueTaken(shop, 'name');
}

function baseColumns(base: MasterProductBase) {
  return {
    name: base.name,
    manufacturer_id: base.manufacturerId,
    product_type_id: base.productTypeId,
    released_year: base.releasedYear,
    seo_name: base.seoName,
  };
}

export async function createMasterProduct(
  trx: Db,
  shop: ShopCode,
  actor: StaffActor,
  base: MasterProductBase,
): Promise<number> {
  await checkBase(trx, shop, base, null);
  const { id } = await trx
    .insertInto('models')
    .values(baseColumns(base))
    .returning('id')
    .executeTakeFirstOrThrow();
  // Like every master product, it starts in its device type's root category (0014).
  const typeCode = await trx
    .selectFrom('product_types')
    .select('code')
    .where('id', '=', base.productTypeId)
    .executeTakeFirstOrThrow();
  const root = await trx
    .selectFrom('categories')
    .select('id')
    .where('parent_id', 'is', null)
    .where('type_device', '=', typeCode.code)
    .executeTakeFirst();
  if (root) await trx.insertInto('model_categories').values({ model_id: id, category_id: root.id }).execute();
  await audit(trx, shop, actor, id, { action: 'create', before: null, after: base });
  return id;
}

export async function updateBase(
  trx: Db,
  shop: ShopCode,
  actor: StaffActor,
  modelId: number,
  base: MasterProductBase,
): Promise<void> {
  await checkBase(trx, shop, base, modelId);
  const row = await trx
    .selectFrom('models')
    .select(['name', 'manufacturer_id', 'product_type_id', 'released_year', 'seo_name'])
    .where('id', '=', modelId)
    .executeTakeFirstOrThrow();
  const before: MasterProductBase = {
    name: row.name,
    manufacturerId: row.manufacturer_id,
    productTypeId: row.product_type_id,
    releasedYear: row.released_year,
    seoName: row.seo_name,
  };
  await trx.updateTable('models').set(baseColumns(base)).where('id', '=', modelId).execute();
  const variants = await trx.selectFrom('products').select('id').where('model_id', '=', modelId).execute();
  await refreshSearchTexts(
    trx,
    variants.map((variant) => variant.id),
  );
  await audit(trx, shop, actor, modelId, { action: 'update', before, after: base });
}

export async function saveCategories(
  trx: Db,
  shop: ShopCode,
  actor: StaffActor,
  modelId: number,
  categoryIds: readonly number[],
): Promise<void> {
  const wanted = [...new Set(categoryIds)].sort((a, b) => a - b);
  if (wanted.length > 0) {
    const known = await trx.selectFrom('categories').select('id').where('id', 'in', wanted).execute();
    const knownIds = new Set(known.map((row) => row.id));
    if (wanted.some((id) => !knownIds.has(id)))
      throw invalidField(shop, 'categoryIds', formatValidationMessage(shops[shop].locale, 'required'));
  }
  const before = (
    await trx.selectFrom('model_categories').select('category_id').where('model_id', '=', modelId).execute()
  )
    .map((row) => row.category_id)
    .sort((a, b) => a - b);
  await trx.deleteFrom('model_categories').where('model_id', '=', modelId).execute();
  if (wanted.length > 0)
    await trx
      .insertInto('model_categories')
      .values(wanted.map((category_id) => ({ model_id: modelId, category_id })))
      .execute();
  await audit(trx, shop, actor, modelId, { action: 'update-categories', before, after: wanted });
}

export async function saveStock(
  trx: Db,
  shop: ShopCode,
  actor: StaffActor,
  modelId: number,
  levels: StockPatch['levels'],
): Promise<void> {
  const locale = shops[shop].locale;
  const [variants, stores] = await Promise.all([
    trx.selectFrom('products').select('id').where('model_id', '=', modelId).execute(),
    trx.selectFrom('stores').select('id').where('shop', '=', shop).where('kind', '=', 'store').execute(),
  ]);
  for (const [index, level] of levels.entries()) {
    if (!variants.some((row) => row.id === level.productId))
      throw invalidField(shop, `levels.${index}.productId`, formatValidationMessage(locale, 'required'));
    if (!stores.some((row) => row.id === level.storeId))
      throw invalidField(shop, `levels.${index}.storeId`, formatValidationMessage(locale, 'required'));
  }
  const changes: { productId: number; storeId: number; before: number; after: number }[] = [];
  for (const level of levels) {
    const current = await trx
      .selectFrom('stock')
      .select('quantity')
      .where('product_id', '=', level.productId)
      .where('store_id', '=', level.storeId)
      .executeTakeFirst();
    if ((current?.quantity ?? 0) === level.quantity) continue;
    changes.push({ ...level, before: current?.quantity ?? 0, after: level.quantity });
    await trx
      .insertInto('stock')
      .values({ product_id: level.productId, store_id: level.storeId, quantity: level.quantity })
      .onConflict((conflict) =>
        conflict.columns(['product_id', 'store_id']).doUpdateSet({ quantity: level.quantity }),
      )
      .execute();
  }
  if (changes.length === 0) return;
  await audit(trx, shop, actor, modelId, {
    action: 'update-stock',
    before: changes.map(({ productId, storeId, before }) => ({ productId, storeId, quantity: before })),
    after: changes.map(({ productId, storeId, after }) => ({ productId, storeId, quantity: after })),
  });
}

export async function loadAttributeNameChoices(db: Db, shop: ShopCode): Promise<AttributeNameChoices> {
  const [groups, attributes, choices] = await Promise.all([
    db
      .selectFrom('attribute_groups as g')
      .leftJoin('attribute_group_texts as t', (join) =>
        join.onRef('t.group_id', '=', 'g.id').on('t.shop', '=', shop),
      )
      .select(['g.id', 'g.code', 't.name'])
      .orderBy('g.position')
      .orderBy('g.id')
      .execute(),
    db
      .selectFrom('attributes as a')
      .leftJoin('attribute_texts as t', (join) =>
        join.onRef('t.attribute_id', '=', 'a.id').on('t.shop', '=', shop),
      )
      .select(['a.id', 'a.group_id', 'a.code', 't.name', 'a.value_type', 'a.unit', 'a.is_filter'])
      .orderBy('a.position')
      .orderBy('a.id')
      .execute(),
    db
      .selectFrom('attribute_choices as c')
      .leftJoin('attribute_choice_texts as t', (join) =>
        join.onRef('t.choice_id', '=', 'c.id').on('t.shop', '=', shop),
      )
      .select(['c.id', 'c.attribute_id', 'c.code', 't.name'])
      .orderBy('c.position')
      .orderBy('c.id')
      .execute(),
  ]);
  return {
    groups: groups.map((group) => ({
      id: group.id,
      code: group.code,
      name: group.name ?? group.code,
      attributes: attributes
        .filter((attribute) => attribute.group_id === group.id)
        .map((attribute) => ({
          id: attribute.id,
          code: attribute.code,
          name: attribute.name ?? attribute.code,
          type: attribute.value_type,
          unit: attribute.unit,
          isFilter: attribute.is_filter,
          choices: choices
            .filter((choice) => choice.attribute_id === attribute.id)
            .map((choice) => ({ id: choice.id, code: choice.code, name: choice.name ?? choice.code })),
        })),
    })),
  };
}

export async function saveAttributes(
  trx: Db,
  shop: ShopCode,
  actor: StaffActor,
  modelId: number,
  values: AttributesPatch['values'],
): Promise<void> {
  const locale = shops[shop].locale;
  const ids = values.map((value) => value.attributeId);
  const [attributes, choices, before] = await Promise.all([
    ids.length === 0
      ? Promise.resolve([])
      : trx.selectFrom('attributes').select(['id', 'value_type']).where('id', 'in', ids).execute(),
    ids.length === 0
      ? Promise.resolve([])
      : trx
          .selectFrom('attribute_choices')
          .select(['id', 'attribute_id'])
          .where('attribute_id', 'in', ids)
          .execute(),
    trx
      .selectFrom('model_attribute_values')
      .selectAll()
      .where('model_id', '=', modelId)
      .orderBy('attribute_id')
      .execute(),
  ]);
  const rows = values.map(({ attributeId, value }, index) => {
    const field = `values.${index}.value`;
    const attribute = attributes.find((row) => row.id === attributeId);
    if (!attribute)
      throw invalidField(shop, `values.${index}.attributeId`, formatValidationMessage(locale, 'required'));
    const empty = {
      model_id: modelId,
      attribute_id: attributeId,
      text_value: null,
      number_value: null,
      boolean_value: null,
      choice_id: null,
    };
    if (value === null || value === '') return null;
    switch (attribute.value_type) {
      case 'text':
        if (typeof value !== 'string')
          throw invalidField(shop, field, formatValidationMessage(locale, 'required'));
        return { ...empty, text_value: value.trim() };
      case 'number':
        if (typeof value !== 'number')
          throw invalidField(shop, field, formatValidationMessage(locale, 'decimal'));
        return { ...empty, number_value: value };
      case 'boolean':
        if (typeof value !== 'boolean')
          throw invalidField(shop, field, formatValidationMessage(locale, 'required'));
        return { ...empty, boolean_value: value };
      default:
        if (
          typeof value !== 'number' ||
          !choices.some((choice) => choice.id === value && choice.attribute_id === attributeId)
        )
          throw invalidField(shop, field, formatValidationMessage(locale, 'required'));
        return { ...empty, choice_id: value };
    }
  });
  if (ids.length > 0)
    await trx
      .deleteFrom('model_attribute_values')
      .where('model_id', '=', modelId)
      .where('attribute_id', 'in', ids)
      .execute();
  const written = rows.filter((row) => row !== null);
  if (written.length > 0) await trx.insertInto('model_attribute_values').values(written).execute();
  const after = await trx
    .selectFrom('model_attribute_values')
    .selectAll()
    .where('model_id', '=', modelId)
    .orderBy('attribute_id')
    .execute();
  await audit(trx, shop, actor, modelId, { action: 'update-attributes', before, after });
}

export async function saveSeo(trx: Db, shop: ShopCode, actor: StaffActor, modelId: number, patch: SeoPatch) {
  const texts = { title: patch.title, description: patch.description, text: patch.text };
  const before = await trx
    .selectFrom('model_seo_texts')
    .select(['title', 'description', 'text'])
    .where('model_id', '=', modelId)
    .where('shop', '=', shop)
    .executeTakeFirst();
  await trx
    .insertInto('model_seo_texts')
    .values({ model_id: modelId, shop, ...texts })
    .onConflict((conflict) => conflict.columns(['model_id', 'shop']).doUpdateSet(texts))
    .execute();
  await audit(trx, shop, actor, modelId, { action: 'update-seo', before: before ?? null, after: texts });
}

export async function savePackage(
  trx: Db,
  shop: ShopCode,
  actor: StaffActor,
  modelId: number,
  patch: PackagePatch,
) {
  const columns = {
    width_mm: patch.widthMm,
    height_mm: patch.heightMm,
    depth_mm: patch.depthMm,
    weight_g: patch.weightG,
  };
  const before = await trx
    .selectFrom('model_packages')
    .selectAll()
    .where('model_id', '=', modelId)
    .executeTakeFirst();
  await trx
    .insertInto('model_packages')
    .values({ model_id: modelId, ...columns })
    .onConflict((conflict) => conflict.column('model_id').doUpdateSet(columns))
    .execute();
  await audit(trx, shop, actor, modelId, {
    action: 'update-package',
    before: before
      ? {
          widthMm: before.width_mm,
          heightMm: before.height_mm,
          depthMm: before.depth_mm,
          weightG: before.weight_g,
        }
      : null,
    after: {
      widthMm: patch.widthMm,
      heightMm: patch.heightMm,
      depthMm: patch.depthMm,
      weightG: patch.weightG,
    },
  });
}
