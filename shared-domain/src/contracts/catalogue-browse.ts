import { z } from 'zod';
import { searchTermSchema } from '../validation/search-term.ts';
import { storableString } from '../validation/storable-string.ts';
import { qualityGrades } from '../vocabulary.ts';
import { colourSchema, productPageSchema } from './catalogue.ts';
import { moneySchema } from './money.ts';

// Wire shapes of the catalogue's category filters, facets and search (issue 4):
//   GET /api/new/catalogue/browse/?type=…&<filters>      one category, filtered, with its facets
//   GET /api/new/catalogue/search/?q=…&<filters>          search results, same filters and facets
//   GET /api/new/catalogue/search/suggestions/?q=…        up to 8 suggestions for the search box
// Facets describe the whole category (or all matches of the term), not the filtered subset, so
// the filter panel keeps every choice visible while the customer combines them.

/** Orders of a filtered list; left out: catalogue order (product id ascending). */
export const browseSorts = ['price_asc', 'price_desc', 'newest', 'rating'] as const;
export type BrowseSort = (typeof browseSorts)[number];

/** The quality filter: new goods, or used goods of one grade. */
export const qualityFilterValues = ['new', ...qualityGrades] as const;
export type QualityFilterValue = (typeof qualityFilterValues)[number];

export const BROWSE_PAGE_SIZE_MAX = 100;
export const SUGGESTIONS_MAX = 8;

/** `?brand=apple&brand=samsung` and `?brand=apple,samsung` alike; empty items are dropped. */
function listOf<T extends z.ZodType>(item: T, trim = true) {
  return z.preprocess((value) => {
    if (value === undefined) return undefined;
    const values = Array.isArray(value) ? value : [value];
    return values
      .flatMap((entry) => (typeof entry === 'string' ? entry.split(',') : [entry]))
      .map((entry) => (trim && typeof entry === 'string' ? entry.trim() : entry))
      .filter((entry) => entry !== '');
  }, z.array(item).max(50).optional());
}

const seoName = storableString()
  .max(100)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

export const browseFilterShape = {
  brand: listOf(seoName).describe('Manufacturer seo names, repeated or comma separated, e.g. apple,samsung'),
  minPrice: z.coerce.number().int().min(0).max(10_000_000).optional().describe('Whole units (Kč, Lei)'),
  maxPrice: z.coerce.number().int().min(0).max(10_000_000).optional().describe('Whole units (Kč, Lei)'),
  storage: listOf(z.coerce.number().int().min(1).max(100_000)).describe('Storage in GB, e.g. 128,256'),
  colour: listOf(seoName).describe('Colour codes, e.g. black,blue'),
  // Not trimmed: an unencoded "A+" arrives as "A " and must not silently mean grade A.
  quality: listOf(z.enum(qualityFilterValues), false).describe(
    'new and/or grades A+, A, B, C, D (encode + as %2B)',
  ),
  available: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true')
    .describe('true: only products in stock in this shop'),
  sort: z
    .enum(browseSorts)
    .optional()
    .describe('price_asc, price_desc, newest (highest id first), rating (best average first, unrated last)'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(BROWSE_PAGE_SIZE_MAX).default(12),
};

function priceRangeIsOrdered(query: { minPrice?: number; maxPrice?: number }, ctx: z.RefinementCtx): void {
  if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
    ctx.addIssue({
      code: 'too_small',
      origin: 'number',
      minimum: query.minPrice,
      inclusive: true,
      path: ['maxPrice'],
      input: query.maxPrice,
      message: 'maxPrice must not be below minPrice',
    });
  }
}

export const browseQuerySchema = z
  .object({
    type: storableString()
      .trim()
      .min(1)
      .max(100)
      .describe('Product type seoName of this shop, e.g. telefony'),
    ...browseFilterShape,
  })
  .superRefine(priceRangeIsOrdered);
export type BrowseQuery = z.output<typeof browseQuerySchema>;

/** The filters alone, as the fronts keep them in the URL. */
export type BrowseFilters = Omit<BrowseQuery, 'type' | 'page' | 'pageSize'>;

export const searchQuerySchema = z
  .object({
    q: searchTermSchema().describe('At least 2 characters; accents and case do not matter'),
    ...browseFilterShape,
  })
  .superRefine(priceRangeIsOrdered);
export type SearchQuery = z.output<typeof searchQuerySchema>;

export const suggestionsQuerySchema = z.object({ q: searchTermSchema() });

export const browseFacetsSchema = z.object({
  brands: z.array(z.object({ seoName: storableString(), name: storableString(), count: z.number().int() })),
  price: z
    .object({ min: moneySchema, max: moneySchema })
    .nullable()
    .describe('Cheapest and dearest product; null when there is none'),
  storages: z.array(z.object({ gb: z.number().int(), count: z.number().int() })),
  colours: z.array(colourSchema.extend({ code: storableString(), count: z.number().int() })),
  qualities: z.array(z.object({ value: z.enum(qualityFilterValues), count: z.number().int() })),
  available: z.number().int().describe('Products in stock in this shop'),
});
export type BrowseFacets = z.infer<typeof browseFacetsSchema>;

export const browsePageSchema = productPageSchema.extend({ facets: browseFacetsSchema });
export type BrowsePage = z.infer<typeof browsePageSchema>;

export const searchPageSchema = browsePageSchema.extend({ q: storableString() });
export type SearchPage = z.infer<typeof searchPageSchema>;

export const searchSuggestionSchema = z.object({
  name: storableString(),
  seoName: storableString(),
  typeSeoName: storableString(),
  imageUrl: storableString(),
  price: moneySchema,
});
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;
export const searchSuggestionsSchema = z.array(searchSuggestionSchema).max(SUGGESTIONS_MAX);
