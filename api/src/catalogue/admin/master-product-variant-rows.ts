import type { MasterProductVariant, ShopCode, VariantQuality } from 'shared-domain';
import type { Db } from '../../platform/db/schema.ts';
import { findVariantRows } from './master-product-variant-repository.ts';

// A master product's variants as the product admin shows and compares them: the shop's price in
// whole units and its activity, and whether the variant must be kept (ordered or reviewed).

/** Prices are stored in minor units; staff edit whole Kč / Lei. */
export const MINOR_UNITS = 100;

export function qualityOf(condition: 'new' | 'used', grade: string | null): VariantQuality {
  return condition === 'new' || grade === null ? 'new' : (grade as VariantQuality);
}

export type StoredVariant = MasterProductVariant;

export async function variantsOf(trx: Db, shop: ShopCode, modelId: number): Promise<StoredVariant[]> {
  const rows = await findVariantRows(trx, shop, modelId);
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    ean: row.ean ?? '',
    colourCode: row.colourCode,
    storageGb: row.storage_gb,
    quality: qualityOf(row.condition, row.quality_grade),
    price: row.amount === null ? null : Math.round(row.amount / MINOR_UNITS),
    isActive: row.is_active ?? false,
    isKept: Boolean(row.isKept),
  }));
}
