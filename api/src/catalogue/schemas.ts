import { z } from 'zod';

// Wire shapes of the catalogue endpoints (docs/platform-contracts.md). They belong in
// shared-domain's contracts once the fronts consume them; until then the api owns them.

export const moneySchema = z.object({
  amount: z.number().int().describe('Integer minor units (haléře, bani)'),
  currency: z.enum(['CZK', 'RON']),
});

export const productTypeSchema = z.object({
  id: z.number().int(),
  seoName: z.string(),
  name: z.string().describe("In the shop's language"),
  productCount: z.number().int(),
});
export const productTypesSchema = z.array(productTypeSchema);

export const productListQuerySchema = z.object({
  // Any text is accepted: a name that is no type of this shop is a 404, like an unknown page.
  type: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .optional()
    .describe('Product type seoName of this shop, e.g. telefony / telefoane'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(12),
});

export const qualityGradeSchema = z.enum(['A+', 'A', 'B', 'C', 'D']);

export const productSummarySchema = z.object({
  id: z.number().int(),
  seoName: z.string(),
  name: z.string(),
  manufacturer: z.string(),
  typeSeoName: z.string(),
  quality: qualityGradeSchema.nullable().describe('Grade of a used piece; null for new products'),
  isUsed: z.boolean(),
  colour: z.object({ name: z.string(), hex: z.string() }).nullable(),
  storageGb: z.number().int().nullable(),
  price: moneySchema,
  stock: z.number().int().describe("Pieces in this shop's stores"),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const productListSchema = z.object({
  items: z.array(productSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
