import { z } from 'zod';
import { searchTermSchema } from '../validation/search-term.ts';
import { storableString } from '../validation/storable-string.ts';
import { gridPageQuerySchema, gridPageSchema } from './back-office.ts';
import { qualityFilterValues } from './catalogue-browse.ts';
import { moneySchema } from './money.ts';

// The staff product grid (issue 15):
//   GET  /api/new/catalogue/admin/products?<filters>&page&pageSize&sort   one page and the total
//   GET  /api/new/catalogue/admin/products/export.csv?<filters>&sort      every matching row
//   POST /api/new/catalogue/admin/product-categories/add | /remove        category assignment
// Rows are products (variants); categories belong to their master product (a `models` row), so
// the assignment names master products, or a filter the server resolves to them.

export const productGridSorts = ['name', 'price', 'stock', 'code', 'newest'] as const;
export type ProductGridSort = (typeof productGridSorts)[number];
/** `name` ascending, `-name` descending; `newest` is newest first, `-newest` oldest first. */
export const productGridSortValues = productGridSorts.flatMap((sort) => [sort, `-${sort}`]);

/** in: some pieces in the shop's stores; out: none; low: fewer than the low-stock threshold, but some. */
export const stockFilterValues = ['in', 'out', 'low'] as const;
export type StockFilterValue = (typeof stockFilterValues)[number];

const idText = z.coerce.number().int().min(1).max(2_147_483_647);
const wholeUnits = z.coerce.number().int().min(0).max(100_000_000);
const brandSeoName = storableString()
  .max(100)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

/** The grid's filters: the query string of the grid, and the `filter` of "all N matching". */
export const productGridFilterSchema = z
  .object({
    q: searchTermSchema()
      .optional()
      .describe('Part of the name, the code or the EAN (at least 2 characters)'),
    category: idText.optional().describe('A category id; its descendants count too'),
    brand: brandSeoName.optional().describe("The manufacturer's seo name, e.g. apple"),
    // Not trimmed: an unencoded "A+" arrives as "A " and must not silently mean grade A.
    quality: z.enum(qualityFilterValues).optional().describe('new, A+, A, B, C or D (encode + as %2B)'),
    stock: z.enum(stockFilterValues).optional(),
    priceMin: wholeUnits.optional().describe('Whole units (Kč, Lei)'),
    priceMax: wholeUnits.optional().describe('Whole units (Kč, Lei)'),
  })
  .strict();
export type ProductGridFilter = z.infer<typeof productGridFilterSchema>;
export const productGridFilterKeys = [
  'q',
  'category',
  'brand',
  'quality',
  'stock',
  'priceMin',
  'priceMax',
] as const;

export const productGridQuerySchema = gridPageQuerySchema
  .extend(productGridFilterSchema.shape)
  .extend({
    sort: z
      .enum(productGridSortValues as [string, ...string[]])
      .optional()
      .describe('name, price, stock, code or newest; "-" in front for descending'),
  })
  .strict();
export type ProductGridQuery = z.infer<typeof productGridQuerySchema>;

export const productGridExportQuerySchema = productGridQuerySchema.omit({ page: true, pageSize: true });

export const productGridRowSchema = z.object({
  id: z.number().int(),
  code: storableString(),
  ean: storableString().nullable(),
  /** The master product: a variant's categories, detail page and name belong to it. */
  masterProductId: z.number().int(),
  masterProductName: storableString(),
  brand: storableString(),
  deviceType: storableString().describe("The product type's name in the shop's language"),
  colour: storableString().nullable(),
  storageGb: z.number().int().nullable(),
  condition: z.enum(['new', 'used']),
  qualityGrade: storableString().nullable(),
  /** The regular price in the shop; null when the product is not sold in this shop. */
  price: moneySchema.nullable(),
  /** Pieces over all of the shop's stores. */
  stock: z.number().int(),
  categories: z.array(storableString()),
  createdAt: storableString().describe('ISO time'),
});
export type ProductGridRow = z.infer<typeof productGridRowSchema>;
export const productGridPageSchema = gridPageSchema(productGridRowSchema);
export type ProductGridPage = z.infer<typeof productGridPageSchema>;

/** GET …/products/brands — the brand filter's choices (every manufacturer with a product). */
export const productGridBrandsSchema = z.object({
  brands: z.array(z.object({ seoName: storableString(), name: storableString() })),
});
export type ProductGridBrands = z.infer<typeof productGridBrandsSchema>;

const ids = z.array(z.number().int().min(1).max(2_147_483_647)).max(10_000);

/**
 * Add or remove categories of master products: chosen ones, or every master product of a product
 * matching the grid's filter. Empty lists are refused with `nothing_to_assign`: an assignment needs
 * both products and categories.
 */
export const categoryAssignmentSchema = z.union([
  z.object({ masterProductIds: ids, typeCategoryIds: ids.max(200) }).strict(),
  z.object({ filter: productGridFilterSchema, typeCategoryIds: ids.max(200) }).strict(),
]);
export type CategoryAssignment = z.infer<typeof categoryAssignmentSchema>;

/** Done in the request: how many master products gained (or lost) at least one category. */
export const categoryAssignmentResultSchema = z.object({
  masterProducts: z.number().int().describe('Master products asked for'),
  changed: z.number().int().describe('Master products whose categories changed'),
});
export type CategoryAssignmentResult = z.infer<typeof categoryAssignmentResultSchema>;

/** Up to this many chosen master products are assigned in the request; more, or a filter, as a job. */
export const CATEGORY_ASSIGNMENT_IN_REQUEST_MAX = 200;
