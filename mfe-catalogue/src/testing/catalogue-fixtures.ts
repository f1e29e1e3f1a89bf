import { HttpResponse } from 'msw';
import type {
  BrowseCategory,
  BrowseFacets,
  CategoryBrowsePage,
  ProductPage,
  ProductSummary,
} from 'shared-domain';

// Answers shaped like the api's (docs/platform-contracts.md), for the msw handlers of the tests.

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
    attributes: [],
    ...overrides,
  };
}

/** The category a browse answer is about: the phones, filterable, without children. */
export function category(overrides: Partial<BrowseCategory> = {}): BrowseCategory {
  return {
    name: 'Mobilní telefony',
    seoName: 'telefony',
    url: '/telefony',
    filterable: true,
    children: [],
    ...overrides,
  };
}

/** A page of GET /browse/ (and, without looking at `category`, of GET /search/). */
export function browsePage(
  items: ProductSummary[],
  page: number,
  pageSize: number,
  total: number,
  facetOverrides: Partial<BrowseFacets> = {},
  categoryOverrides: Partial<BrowseCategory> = {},
): CategoryBrowsePage {
  return {
    items,
    page,
    pageSize,
    total,
    facets: facets(facetOverrides),
    category: category(categoryOverrides),
  };
}

const categories: BrowseCategory[] = [
  category(),
  category({ name: 'Tablety', seoName: 'tablety', url: '/tablety' }),
  category({ name: 'Telefoane mobile', seoName: 'telefoane', url: '/telefoane' }),
];

/**
 * How GET /browse/ answers `page` for the request's `?type=`: about that category (phones and
 * tablets of both shops), or 404 for any other, as for a category that is unknown or hidden.
 */
export function browseAnswer(request: Request, page: CategoryBrowsePage) {
  const type = new URL(request.url).searchParams.get('type');
  const found = categories.find((candidate) => candidate.seoName === type);
  if (!found)
    return HttpResponse.json(
      { type: 'not_found', code: 'product_type_not_found', message: 'Not found' },
      { status: 404 },
    );
  return HttpResponse.json({ ...page, category: { ...found, ...pick(page.category, found) } });
}

/** The page's own category fields where a test set them apart from the default (e.g. children). */
function pick(own: BrowseCategory, found: BrowseCategory): Partial<BrowseCategory> {
  return own.seoName === found.seoName ? own : {};
}
