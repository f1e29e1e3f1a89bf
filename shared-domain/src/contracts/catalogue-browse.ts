import { z } from 'zod';
import { searchTermSchema } from '../validation/search-term.ts';
import { storableString } from '../validation/storable-string.ts';
import { qualityGrades } from '../vocabulary.ts';
import { colourSchema, productPageSchema } from './catalogue.ts';
import { moneySchema } from './money.ts';

// Wire shapes of the catalogue's category filters, facets and search (issue 4):
//   GET /api/new/catalogue/browse/?type=…&<filters>      one category (and its descendants), filtered, with its facets
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

/** Attribute and choice codes: lower case words joined by underscores (the attributes table's check). */
const ATTRIBUTE_FILTER = /^[a-z0-9]+(_[a-z0-9]+)*:[a-z0-9_.-]{1,40}$/;

/**
 * One attribute filter, `code:value`: a choice code (`connector:usb_c`, several of one attribute
 * match any), `true`/`false` for yes/no (`five_g:true`), or a number range `min-max` with either
 * end left out (`display_size:6-6.7`, `battery:4000-`). Unknown codes and values are ignored.
 */
export const attributeFilterSchema = storableString().regex(ATTRIBUTE_FILTER);

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
  attr: listOf(attributeFilterSchema).describe(
    'Attribute filters of a filterable category, code:value, e.g. connector:usb_c,five_g:true,display_size:6-6.7',
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
      .describe('Category seoName of this shop, e.g. telefony (a root category keeps its product type name)'),
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

export const attributeFacetTypes = ['choice', 'boolean', 'number'] as const;
export type AttributeFacetType = (typeof attributeFacetTypes)[number];

export const attributeFacetSchema = z.object({
  code: storableString(),
  name: storableString().describe("In the shop's language"),
  type: z.enum(attributeFacetTypes),
  unit: storableString().nullable().describe('Of a number, e.g. Hz'),
  options: z
    .array(z.object({ value: storableString(), name: storableString(), count: z.number().int() }))
    .describe('choice: the choice codes and names; boolean: "true" and "false" (name left to the front)'),
  range: z
    .object({ min: z.number(), max: z.number() })
    .nullable()
    .describe('number: the smallest and largest value in the category'),
});
export type AttributeFacet = z.infer<typeof attributeFacetSchema>;

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
  attributes: z
    .array(attributeFacetSchema)
    .describe('Attribute filters of a filterable category, in group and attribute order; empty elsewhere'),
});
export type BrowseFacets = z.infer<typeof browseFacetsSchema>;

export const categoryLinkSchema = z.object({
  name: storableString(),
  seoName: storableString(),
  url: storableString().describe('The category page, e.g. /telefony'),
});
export type CategoryLink = z.infer<typeof categoryLinkSchema>;

/** The category a browse page is about: its name, whether it offers filters, its shown children. */
export const browseCategorySchema = categoryLinkSchema.extend({
  filterable: z.boolean().describe('false: no brand or attribute filters are offered'),
  children: z.array(categoryLinkSchema),
});
export type BrowseCategory = z.infer<typeof browseCategorySchema>;

export const browsePageSchema = productPageSchema.extend({ facets: browseFacetsSchema });
/** GET /api/new/catalogue/browse/: the page with the category it lists. */
export const categoryBrowsePageSchema = browsePageSchema.extend({ category: browseCategorySchema });
export type CategoryBrowsePage = z.infer<typeof categoryBrowsePageSchema>;
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
