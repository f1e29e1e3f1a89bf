import type { BrowseFacets, BrowsePage, ProductPage, ProductSummary, ProductType } from 'shared-domain';

// Answers shaped like the api's (docs/platform-contracts.md), for the msw handlers of the tests.
export const productTypes: ProductType[] = [
  { id: 1, seoName: 'telefony', name: 'Mobilní telefony', productCount: 30 },
  { id: 2, seoName: 'tablety', name: 'Tablety', productCount: 0 },
  { id: 3, seoName: 'chytre-hodinky', name: 'Chytré hodinky', productCount: 1 },
];

export function product(id: number, overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    id,
    seoName: `apple-iphone-15-${id}`,
    name: `Apple iPhone 15 (${id})`,
    manufacturer: 'Apple',
    typeSeoName: 'telefony',
    quality: null,
    isUsed: false,
    colour: { name: 'Modrá', hex: '#8fb2d0' },
    storageGb: 128,
    price: { amount: 2_299_000, currency: 'CZK' },
    stock: 3,
    imageUrl: `/api/new/catalogue/products/apple-iphone-15-${id}/images/1.svg`,
    ...overrides,
  };
}

export function productPage(
  items: ProductSummary[],
  page: number,
  pageSize: number,
  total: number,
): ProductPage {
  return { items, page, pageSize, total };
}

/** Facets of a phone category: two brands, two storages, two colours, new and two grades. */
export function facets(overrides: Partial<BrowseFacets> = {}): BrowseFacets {
  return {
    brands: [
      { seoName: 'apple', name: 'Apple', count: 20 },
      { seoName: 'samsung', name: 'Samsung', count: 10 },
    ],
    price: { min: { amount: 399_000, currency: 'CZK' }, max: { amount: 3_499_000, currency: 'CZK' } },
    storages: [
      { gb: 128, count: 18 },
      { gb: 1024, count: 12 },
    ],
    colours: [
      { code: 'black', name: 'Černá', hex: '#2f3032', count: 16 },
      { code: 'blue', name: 'Modrá', hex: '#8fb2d0', count: 14 },
    ],
    qualities: [
      { value: 'new', count: 10 },
      { value: 'A+', count: 12 },
      { value: 'B', count: 8 },
    ],
    available: 25,
    ...overrides,
  };
}

export function browsePage(
  items: ProductSummary[],
  page: number,
  pageSize: number,
  total: number,
  facetOverrides: Partial<BrowseFacets> = {},
): BrowsePage {
  return { items, page, pageSize, total, facets: facets(facetOverrides) };
}
