import { z } from 'zod';
import { storableString } from '../validation/storable-string.ts';
import { productSorts, qualityGrades } from '../vocabulary.ts';
import { moneySchema } from './money.ts';

// Wire shapes of GET /api/new/catalogue/product-types and /products (docs/platform-contracts.md).
// The api validates and documents with these schemas, the catalogue remote types its answers with
// the inferred types, so the two cannot drift. Names and colours are in the shop's language.

export const productTypeSchema = z.object({
  id: z.number().int(),
  seoName: storableString(),
  name: storableString().describe("In the shop's language"),
  productCount: z.number().int(),
});
export type ProductType = z.infer<typeof productTypeSchema>;
export const productTypesSchema = z.array(productTypeSchema);

export const productListQuerySchema = z.object({
  // Any text is accepted: a name that is no type of this shop is a 404, like an unknown page.
  type: storableString()
    .trim()
    .min(1)
    .max(100)
    .optional()
    .describe('Product type seoName of this shop, e.g. telefony / telefoane'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(12),
  sort: z
    .enum(productSorts)
    .optional()
    .describe('newest: newest products first (highest id first); left out: catalogue order (id ascending)'),
});
export type ProductListQuery = z.output<typeof productListQuerySchema>;

export const qualityGradeSchema = z.enum(qualityGrades);

/** `hex` is the CSS colour of the swatch, e.g. "#8fb2d0". */
export const colourSchema = z.object({ name: storableString(), hex: storableString() });
export type Colour = z.infer<typeof colourSchema>;

export const productSummarySchema = z.object({
  id: z.number().int(),
  seoName: storableString(),
  name: storableString(),
  manufacturer: storableString(),
  typeSeoName: storableString(),
  quality: qualityGradeSchema.nullable().describe('Grade of a used piece; null for new products'),
  isUsed: z.boolean(),
  colour: colourSchema.nullable(),
  storageGb: z.number().int().nullable(),
  price: moneySchema,
  stock: z.number().int().describe("Pieces in this shop's stores"),
  imageUrl: storableString().describe(
    'First product image, /api/new/catalogue/products/{seoName}/images/1.svg',
  ),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const productPageSchema = z.object({
  items: z.array(productSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type ProductPage = z.infer<typeof productPageSchema>;
