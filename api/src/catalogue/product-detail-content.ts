import type { ShopCode } from 'shared-domain';
import {
  type ParameterGroup,
  PRODUCT_IMAGE_SIZE,
  type ProductImage,
  type ProductSeoTexts,
} from 'shared-domain/contracts';
import { imageSourcesOf } from 'shared-domain/image-variants.ts';
import type { Db } from '../platform/db/schema.ts';
import { findModelSeoTexts, selectModelParameters, selectModelPhotos } from './model-content-repository.ts';

// What staff give a master product in the back office (issue 15) as its page shows it: the
// technical parameters by group and the uploaded photos.

/** The master product's attributes by group, names and choices in the shop's language. */
export async function selectParameters(db: Db, shop: ShopCode, modelId: number): Promise<ParameterGroup[]> {
  const rows = await selectModelParameters(db, shop, modelId);
  const groups = new Map<string, ParameterGroup>();
  for (const row of rows) {
    const value = row.text ?? (row.number === null ? null : Number(row.number)) ?? row.flag ?? row.choice;
    // A choice without a name in this shop has nothing to show.
    if (value === null) continue;
    const group = groups.get(row.groupCode) ?? { code: row.groupCode, name: row.groupName, parameters: [] };
    groups.set(row.groupCode, group);
    group.parameters.push({ code: row.code, name: row.name, type: row.type, value, unit: row.unit });
  }
  return [...groups.values()];
}

/** Staff's photos of the master product in their order, as <picture> sources; empty when none. */
export async function selectUploadedGallery(
  db: Db,
  shop: ShopCode,
  modelId: number,
): Promise<ProductImage[]> {
  const rows = await selectModelPhotos(db, shop, modelId);
  return rows.map((row) => {
    const sources = imageSourcesOf(row.uploadId);
    // The variants keep the photo's proportions: its own size reserves the space (no layout shift).
    const size =
      row.width && row.height ? { width: row.width, height: row.height } : { ...PRODUCT_IMAGE_SIZE };
    return {
      url: sources.src,
      ...size,
      alt: row.alt === null || row.alt.trim() === '' ? null : row.alt,
      sources: sources.sources.map((source) => ({ type: source.type, srcset: source.srcSet })),
      srcset: sources.srcSet,
    };
  });
}

/** Staff's SEO texts of the master product in the shop; a blank field (or no row) is null. */
export async function selectSeoTexts(db: Db, shop: ShopCode, modelId: number): Promise<ProductSeoTexts> {
  const row = await findModelSeoTexts(db, shop, modelId);
  const filled = (value: string | undefined) => (value?.trim() ? value.trim() : null);
  return { title: filled(row?.title), description: filled(row?.description), text: filled(row?.text) };
}
