import type { ShopCode } from 'shared-domain';
import type { BrandComparison, BrandComparisonType, BrandSummary } from 'shared-domain/contracts/landing.ts';
import type { Db } from '../platform/db/schema.ts';
import { type BrandModelRow, findProductTypeText, selectBrandModels } from './comparison-repository.ts';

// Brands within one product type side by side: how many models each sells here, their price
// range, and the best rated models. A type the catalogue does not have (no computers in the demo
// catalogue) answers its name as null and no brands: the page says there are no products yet.

/** The catalogue's product type code behind each brand comparison page. */
const productTypeCodes: Record<BrandComparisonType, string> = {
  phones: 'phones',
  watches: 'smartwatches',
  tablets: 'tablets',
  computers: 'computers',
};
const TOP_MODELS = 3;

export async function compareBrands(
  db: Db,
  shop: ShopCode,
  type: BrandComparisonType,
): Promise<BrandComparison> {
  const code = productTypeCodes[type];
  const typeText = await findProductTypeText(db, shop, code);
  if (!typeText) return { type, typeName: null, typeSeoName: null, brands: [] };
  const rows = await selectBrandModels(db, shop, code, typeText.seoName);
  const brands = new Map<string, BrandSummary & { ranked: BrandModelRow[] }>();
  for (const row of rows) {
    const brand = brands.get(row.manufacturer) ?? {
      manufacturer: row.manufacturer,
      models: 0,
      priceRange: {
        min: { amount: row.minAmount, currency: row.currency },
        max: { amount: row.maxAmount, currency: row.currency },
      },
      topModels: [],
      ranked: [],
    };
    brands.set(row.manufacturer, brand);
    brand.models += 1;
    brand.priceRange.min.amount = Math.min(brand.priceRange.min.amount, row.minAmount);
    brand.priceRange.max.amount = Math.max(brand.priceRange.max.amount, row.maxAmount);
    brand.ranked.push(row);
  }
  return {
    type,
    typeName: typeText.name,
    typeSeoName: typeText.seoName,
    brands: [...brands.values()]
      .sort((a, b) => b.models - a.models || a.manufacturer.localeCompare(b.manufacturer))
      .map(({ ranked, ...brand }) => ({ ...brand, topModels: topModelsOf(ranked) })),
  };
}

/** Best rated first (by average, then by how many rated), unrated after them, the cheaper first. */
function topModelsOf(models: BrandModelRow[]): BrandSummary['topModels'] {
  const average = (row: BrandModelRow) => (row.ratingAverage === null ? -1 : Number(row.ratingAverage));
  return [...models]
    .sort(
      (a, b) =>
        average(b) - average(a) || (b.ratingCount ?? 0) - (a.ratingCount ?? 0) || a.minAmount - b.minAmount,
    )
    .slice(0, TOP_MODELS)
    .map((row) => ({
      name: `${row.manufacturer} ${row.modelName}`,
      seoName: row.cheapestSeoName,
      typeSeoName: row.typeSeoName,
      price: { amount: row.minAmount, currency: row.currency },
      rating:
        row.ratingAverage === null
          ? null
          : { average: Number(row.ratingAverage), count: row.ratingCount ?? 0 },
    }));
}
