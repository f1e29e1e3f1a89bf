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
import {
  deleteModelAttributeValues,
  findAttributeChoiceNames,
  findAttributeGroupNames,
  findAttributeNames,
  findAttributeValueTypes,
  findChoicesOfAttributes,
  findModelAttributeValues,
  insertModelAttributeValues,
} from './master-product-attribute-repository.ts';
import {
  deleteModelCategories,
  findCategoriesAmong,
  findModelCategoryIds,
  findModelPackage,
  findModelSeoTexts,
  findShopStoreIds,
  findStockQuantity,
  insertModelCategories,
  insertModelCategory,
  upsertModelPackage,
  upsertModelSeoTexts,
  upsertStockQuantity,
} from './master-product-content-repository.ts';
import {
  findManufacturerId,
  findModelBase,
  findModelWithName,
  findModelWithSeoName,
  findProductTypeCode,
  findProductTypeId,
  findRootCategoryOfType,
  findVariantIds,
  insertModel,
  updateModel,
} from './master-product-repository.ts';
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
    findManufacturerId(trx, base.manufacturerId),
    findProductTypeId(trx, base.productTypeId),
    findModelWithSeoName(trx, base.seoName, modelId),
    findModelWithName(trx, base.manufacturerId, base.name, modelId),
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
  const { id } = await insertModel(trx, baseColumns(base));
  // Like every master product, it starts in its device type's root category (0014).
  const typeCode = await findProductTypeCode(trx, base.productTypeId);
  const root = await findRootCategoryOfType(trx, typeCode.code);
  if (root) await insertModelCategory(trx, id, root.id);
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
  const row = await findModelBase(trx, modelId);
  const before: MasterProductBase = {
    name: row.name,
    manufacturerId: row.manufacturer_id,
    productTypeId: row.product_type_id,
    releasedYear: row.released_year,
    seoName: row.seo_name,
  };
  await updateModel(trx, modelId, baseColumns(base));
  const variants = await findVariantIds(trx, modelId);
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
    const known = await findCategoriesAmong(trx, wanted);
    const knownIds = new Set(known.map((row) => row.id));
    if (wanted.some((id) => !knownIds.has(id)))
      throw invalidField(shop, 'categoryIds', formatValidationMessage(shops[shop].locale, 'required'));
  }
  const before = (await findModelCategoryIds(trx, modelId))
    .map((row) => row.category_id)
    .sort((a, b) => a - b);
  await deleteModelCategories(trx, modelId);
  if (wanted.length > 0) await insertModelCategories(trx, modelId, wanted);
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
  const [variants, stores] = await Promise.all([findVariantIds(trx, modelId), findShopStoreIds(trx, shop)]);
  for (const [index, level] of levels.entries()) {
    if (!variants.some((row) => row.id === level.productId))
      throw invalidField(shop, `levels.${index}.productId`, formatValidationMessage(locale, 'required'));
    if (!stores.some((row) => row.id === level.storeId))
      throw invalidField(shop, `levels.${index}.storeId`, formatValidationMessage(locale, 'required'));
  }
  const changes: { productId: number; storeId: number; before: number; after: number }[] = [];
  for (const level of levels) {
    const current = await findStockQuantity(trx, level.productId, level.storeId);
    if ((current?.quantity ?? 0) === level.quantity) continue;
    changes.push({ ...level, before: current?.quantity ?? 0, after: level.quantity });
    await upsertStockQuantity(trx, level);
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
    findAttributeGroupNames(db, shop),
    findAttributeNames(db, shop),
    findAttributeChoiceNames(db, shop),
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
    ids.length === 0 ? Promise.resolve([]) : findAttributeValueTypes(trx, ids),
    ids.length === 0 ? Promise.resolve([]) : findChoicesOfAttributes(trx, ids),
    findModelAttributeValues(trx, modelId),
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
  if (ids.length > 0) await deleteModelAttributeValues(trx, modelId, ids);
  const written = rows.filter((row) => row !== null);
  if (written.length > 0) await insertModelAttributeValues(trx, written);
  const after = await findModelAttributeValues(trx, modelId);
  await audit(trx, shop, actor, modelId, { action: 'update-attributes', before, after });
}

export async function saveSeo(trx: Db, shop: ShopCode, actor: StaffActor, modelId: number, patch: SeoPatch) {
  const texts = { title: patch.title, description: patch.description, text: patch.text };
  const before = await findModelSeoTexts(trx, shop, modelId);
  await upsertModelSeoTexts(trx, shop, modelId, texts);
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
  const before = await findModelPackage(trx, modelId);
  await upsertModelPackage(trx, modelId, columns);
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
