import { contentPages } from './content-paths.ts';
import type { BrandComparisonType } from './contracts/landing.ts';
import type { ShopCode } from './shop.ts';

// Paths of the landing pages below their content areas: a device comparison keeps its state in
// the query (`/porovnani?p=a,b,c&rozdily=1`), so a shared link reproduces it; brand comparisons
// live under `/porovnani/znacky/<type>`.
export const landingWords = {
  cz: {
    brands: 'znacky',
    products: 'p',
    onlyDifferences: 'rozdily',
    types: { phones: 'telefony', watches: 'hodinky', tablets: 'tablety', computers: 'pocitace' },
  },
  ro: {
    brands: 'marci',
    products: 'p',
    onlyDifferences: 'diferente',
    types: { phones: 'telefoane', watches: 'ceasuri', tablets: 'tablete', computers: 'calculatoare' },
  },
} as const satisfies Record<
  ShopCode,
  { brands: string; products: string; onlyDifferences: string; types: Record<BrandComparisonType, string> }
>;

/** `/porovnani?p=a,b`: the comparison of these products (in this order), only differences if asked. */
export function comparePath(
  shop: ShopCode,
  seoNames: readonly string[] = [],
  onlyDifferences = false,
): string {
  const words = landingWords[shop];
  // Seo names need no escaping, and commas stay readable in a shared link.
  const parts = [
    ...(seoNames.length > 0 ? [`${words.products}=${seoNames.map(encodeURIComponent).join(',')}`] : []),
    ...(onlyDifferences ? [`${words.onlyDifferences}=1`] : []),
  ];
  const search = parts.join('&');
  return `/${contentPages[shop].compare}${search ? `?${search}` : ''}`;
}

/** `/porovnani/znacky/telefony`: the brands of a product type side by side. */
export function brandComparisonPath(shop: ShopCode, type: BrandComparisonType): string {
  return `/${contentPages[shop].compare}/${landingWords[shop].brands}/${landingWords[shop].types[type]}`;
}

/** `/predobjednavka/<product>`: the preorder page of an expected product. */
export function preorderPath(shop: ShopCode, productSeoName: string): string {
  return `/${contentPages[shop].preorder}/${encodeURIComponent(productSeoName)}`;
}
