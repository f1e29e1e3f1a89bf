import type { ProductPage, ProductSummary, ProductType } from 'shared-domain';

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
