import type { ColourInput, ShopCode, VariantInput } from 'shared-domain';
import { shops } from 'shared-domain';
import { formatValidationMessage } from 'shared-domain/validation';
import { recordStaffChange, type StaffActor } from '../../platform/audit/audit-trail.ts';
import type { Db } from '../../platform/db/schema.ts';
import { CodedError } from '../../platform/errors.ts';
import { refreshSearchTexts } from '../browse-search-texts.ts';
import { findModelSeoName } from './master-product-repository.ts';
import {
  deleteProductAndCartLines,
  deleteProductPrice,
  findModelColours,
  findProductsWith,
  findProductWithSeoName,
  insertModelColour,
  insertProduct,
  updateModelColourHex,
  updateProduct,
  upsertModelColourName,
  upsertProductPrice,
} from './master-product-variant-repository.ts';
import { MINOR_UNITS, type StoredVariant, variantsOf } from './master-product-variant-rows.ts';
import { invalidField, valueTaken } from './master-product-version.ts';

// The variants of a master product: colour × storage × quality, each with its code, EAN and the
// shop's price and activity. The tab is saved as a whole list (new rows without id, missing rows
// deleted); a variant that was ordered or reviewed is never deleted, only switched off.

/** Adds the listed colours the model lacks and renames (or recolours) the ones it has. */
export async function saveColours(
  trx: Db,
  shop: ShopCode,
  actor: StaffActor,
  modelId: number,
  colours: readonly ColourInput[],
): Promise<Map<string, number>> {
  const existing = await findModelColours(trx, shop, modelId);
  const codes = colours.map((colour) => colour.code);
  const repeated = codes.findIndex((code, index) => codes.indexOf(code) !== index);
  if (repeated >= 0) throw valueTaken(shop, `colours.${repeated}.code`);
  for (const colour of colours) {
    const before = existing.find((row) => row.code === colour.code);
    if (before && before.hex === colour.hex && before.name === colour.name) continue;
    let colourId = before?.id;
    if (colourId === undefined) {
      ({ id: colourId } = await insertModelColour(trx, {
        model_id: modelId,
        code: colour.code,
        hex: colour.hex,
      }));
    } else {
      await updateModelColourHex(trx, colourId, colour.hex);
    }
    await upsertModelColourName(trx, shop, colourId, colour.name);
    await recordStaffChange(trx, shop, actor, {
      entity: 'master-product',
      entityId: modelId,
      action: before ? 'update-colour' : 'add-colour',
      before: before ? { code: before.code, hex: before.hex, name: before.name } : null,
      after: colour,
    });
  }
  const after = await findModelColours(trx, shop, modelId);
  return new Map(after.map((row) => [row.code, row.id]));
}

/** Refuses what the database would refuse less kindly: unknown ids and colours, taken codes and EANs. */
async function checkVariants(
  trx: Db,
  shop: ShopCode,
  stored: readonly StoredVariant[],
  variants: readonly VariantInput[],
  colourIds: ReadonlyMap<string, number>,
): Promise<void> {
  const locale = shops[shop].locale;
  const storedIds = new Set(stored.map((variant) => variant.id));
  const codes = new Map<string, number>();
  const eans = new Map<string, number>();
  for (const [index, variant] of variants.entries()) {
    if (variant.id !== undefined && !storedIds.has(variant.id))
      throw invalidField(shop, `variants.${index}.id`, formatValidationMessage(locale, 'required'));
    if (variant.colourCode !== null && !colourIds.has(variant.colourCode))
      throw invalidField(shop, `variants.${index}.colourCode`, formatValidationMessage(locale, 'required'));
    if (variant.isActive && variant.price === null)
      throw invalidField(shop, `variants.${index}.price`, formatValidationMessage(locale, 'required'));
    if (codes.has(variant.code.toLowerCase())) throw valueTaken(shop, `variants.${index}.code`);
    codes.set(variant.code.toLowerCase(), index);
    if (variant.ean !== '') {
      if (eans.has(variant.ean)) throw valueTaken(shop, `variants.${index}.ean`);
      eans.set(variant.ean, index);
    }
  }
  const listedIds = variants.flatMap((variant) => (variant.id === undefined ? [] : [variant.id]));
  const others = (query: 'code' | 'ean', values: string[]) =>
    values.length === 0 ? Promise.resolve([]) : findProductsWith(trx, query, values, listedIds);
  const [takenCodes, takenEans] = await Promise.all([
    others(
      'code',
      [...codes.keys()].map((code) => variants[codes.get(code) ?? 0].code),
    ),
    others('ean', [...eans.keys()]),
  ]);
  if (takenCodes.length > 0) {
    const index = variants.findIndex((variant) => takenCodes.some((row) => row.code === variant.code));
    throw valueTaken(shop, `variants.${index}.code`);
  }
  if (takenEans.length > 0) {
    const index = variants.findIndex((variant) => takenEans.some((row) => row.ean === variant.ean));
    throw valueTaken(shop, `variants.${index}.ean`);
  }
}

function productColumns(variant: VariantInput, colourIds: ReadonlyMap<string, number>) {
  return {
    code: variant.code,
    ean: variant.ean === '' ? null : variant.ean,
    model_colour_id: variant.colourCode === null ? null : (colourIds.get(variant.colourCode) ?? null),
    storage_gb: variant.storageGb,
    condition: variant.quality === 'new' ? ('new' as const) : ('used' as const),
    quality_grade: variant.quality === 'new' ? null : variant.quality,
  };
}

async function savePrice(trx: Db, shop: ShopCode, productId: number, variant: VariantInput): Promise<void> {
  if (variant.price === null) {
    await deleteProductPrice(trx, shop, productId);
    return;
  }
  const values = { amount: variant.price * MINOR_UNITS, is_active: variant.isActive };
  await upsertProductPrice(trx, shop, productId, values);
}

/** A readable, unique URL name in the seed's pattern: model-128gb-black-used-a-plus. */
async function variantSeoName(trx: Db, modelSeoName: string, variant: VariantInput): Promise<string> {
  const grade =
    variant.quality === 'new'
      ? ''
      : `used-${variant.quality === 'A+' ? 'a-plus' : variant.quality.toLowerCase()}`;
  const base = [
    modelSeoName,
    variant.storageGb ? `${variant.storageGb}gb` : '',
    variant.colourCode ?? '',
    grade,
  ]
    .filter(Boolean)
    .join('-');
  const codeSlug = variant.code
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  for (const candidate of [base, `${base}-${codeSlug || 'variant'}`]) {
    const taken = await findProductWithSeoName(trx, candidate);
    if (!taken) return candidate;
  }
  return `${base}-${Date.now().toString(36)}`;
}

export async function saveVariants(
  trx: Db,
  shop: ShopCode,
  actor: StaffActor,
  modelId: number,
  variants: readonly VariantInput[],
  colourIds: ReadonlyMap<string, number>,
): Promise<void> {
  const stored = await variantsOf(trx, shop, modelId);
  await checkVariants(trx, shop, stored, variants, colourIds);
  const listed = new Set(variants.map((variant) => variant.id));
  const removed = stored.filter((variant) => !listed.has(variant.id));
  if (removed.some((variant) => variant.isKept)) throw new CodedError('conflict', 'variant_ordered', 409);

  for (const variant of removed) {
    // A cart line of a variant that no longer exists means nothing to its customer.
    await deleteProductAndCartLines(trx, variant.id);
    await recordStaffChange(trx, shop, actor, {
      entity: 'product',
      entityId: variant.id,
      action: 'delete',
      before: publicOf(variant),
      after: null,
    });
  }

  const model = await findModelSeoName(trx, modelId);
  const touched: number[] = [];
  for (const variant of variants) {
    const before = stored.find((row) => row.id === variant.id);
    let productId = variant.id;
    if (productId === undefined) {
      ({ id: productId } = await insertProduct(trx, {
        model_id: modelId,
        seo_name: await variantSeoName(trx, model.seo_name, variant),
        ...productColumns(variant, colourIds),
      }));
    } else if (
      before &&
      JSON.stringify(publicOf(before)) !== JSON.stringify(publicOf({ ...variant, id: productId }))
    ) {
      await updateProduct(trx, productId, productColumns(variant, colourIds));
    } else {
      continue;
    }
    await savePrice(trx, shop, productId, variant);
    touched.push(productId);
    await recordStaffChange(trx, shop, actor, {
      entity: 'product',
      entityId: productId,
      action: before ? 'update' : 'create',
      before: before ? publicOf(before) : null,
      after: publicOf({ ...variant, id: productId }),
    });
  }
  await refreshSearchTexts(trx, touched);
  if (touched.length === 0 && removed.length === 0) return;
  // Each variant has its own rows ('product'); the master product's History shows the list too.
  const after = await variantsOf(trx, shop, modelId);
  await recordStaffChange(trx, shop, actor, {
    entity: 'master-product',
    entityId: modelId,
    action: 'update-variants',
    before: stored.map(publicOf),
    after: after.map(publicOf),
  });
}

/** The fields a variant is audited and compared by (not whether it is kept, which is derived). */
function publicOf(variant: Omit<StoredVariant, 'isKept'> | (VariantInput & { id: number })) {
  return {
    id: variant.id,
    code: variant.code,
    ean: variant.ean,
    colourCode: variant.colourCode,
    storageGb: variant.storageGb,
    quality: variant.quality,
    price: variant.price,
    isActive: variant.isActive,
  };
}
