import { z } from 'zod';
import { storableString } from '../validation/storable-string.ts';
import type { QualityGrade } from '../vocabulary.ts';
import { cartInstallmentSchema, packageOptionsSchema } from './cart.ts';
import { productSummarySchema, qualityGradeSchema } from './catalogue.ts';
import { moneySchema } from './money.ts';

// Wire shapes of the catalogue's product detail (GET /api/new/catalogue/products/:seoName), its
// generated images, and of putting a product into the cart (POST /api/new/cart/items), issue 4.

/** A product reserved in a store is ready for pick-up within 30 minutes. */
export const RESERVATION_READY_MINUTES = 30;

/** The largest quantity of one product a cart may hold (the cart_items check). */
export const MAX_CART_QUANTITY = 99;

/** Pictures per product: /api/new/catalogue/products/{seoName}/images/{1..3}.svg */
export const PRODUCT_IMAGE_COUNT = 3;
/** Intrinsic size of the generated images, so pages reserve their space (CLS). */
export const PRODUCT_IMAGE_SIZE = { width: 600, height: 600 } as const;

/**
 * What a used piece's grade promises, as a key the fronts translate (A+ best … D worst).
 */
export const qualityMeanings = ['likeNew', 'excellent', 'veryGood', 'good', 'visibleWear'] as const;
export type QualityMeaningKey = (typeof qualityMeanings)[number];
export const qualityMeaningKeys: Record<QualityGrade, QualityMeaningKey> = {
  'A+': 'likeNew',
  A: 'excellent',
  B: 'veryGood',
  C: 'good',
  D: 'visibleWear',
};

const detailColourSchema = z.object({
  code: storableString().describe('Stable colour code, e.g. "midnight"'),
  name: storableString().describe("In the shop's language"),
  hex: storableString().describe('CSS colour of the swatch, e.g. "#232a31"'),
});

export const productVariantSchema = z.object({
  id: z.number().int(),
  seoName: storableString(),
  colour: detailColourSchema.nullable(),
  storageGb: z.number().int().nullable(),
  price: moneySchema,
  stock: z.number().int().describe("Pieces in this shop's stores"),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

export const productStoreStockSchema = z.object({
  storeId: z.number().int(),
  name: storableString(),
  city: storableString(),
  quantity: z.number().int().min(0),
});
export type ProductStoreStock = z.infer<typeof productStoreStockSchema>;

export const productStockSchema = z.object({
  online: z.number().int().min(0).describe('Pieces that can be ordered online (shipped from the stores)'),
  stores: z
    .array(productStoreStockSchema)
    .describe('Every sales store of the shop, with 0 where it has none'),
  reservationReadyMinutes: z.number().int().describe('A reservation in a store is ready within this time'),
});
export type ProductStock = z.infer<typeof productStockSchema>;

export const installmentPreviewSchema = z.object({
  monthly: moneySchema,
  months: z.number().int().positive(),
  apr: z.number().min(0).describe('Annual percentage rate in percent, e.g. 14.9'),
  provider: storableString().describe('Name of the installment adapter, e.g. "Test mode installments"'),
});
export type InstallmentPreview = z.infer<typeof installmentPreviewSchema>;

export const serviceOfferSchema = z.object({
  code: storableString(),
  name: storableString(),
  description: storableString(),
  months: z.number().int().positive(),
  price: moneySchema,
});
export type ServiceOffer = z.infer<typeof serviceOfferSchema>;

export const productOffersSchema = z.object({
  insurance: z.array(serviceOfferSchema),
  warranty: z.array(serviceOfferSchema).describe('Extended warranty: months added to the legal one'),
  accessories: z.array(productSummarySchema).max(4),
});
export type ProductOffers = z.infer<typeof productOffersSchema>;

export const imageSourceSchema = z.object({
  type: storableString().describe('MIME type of the format, e.g. image/avif'),
  srcset: storableString().describe('Responsive sizes, e.g. "/api/new/uploads/{id}/w320.avif 320w, …"'),
});
export type ImageSource = z.infer<typeof imageSourceSchema>;

export const productImageSchema = z.object({
  url: storableString().describe('The fallback image (the generated outline when staff uploaded none)'),
  width: z.number().int(),
  height: z.number().int(),
  alt: storableString()
    .nullable()
    .describe("Staff's alt text in the shop's language; null: name the product"),
  sources: z
    .array(imageSourceSchema)
    .describe('Modern formats of an uploaded photo, best first, for a <picture>; empty for the outline'),
  srcset: storableString()
    .nullable()
    .describe('Responsive sizes of the fallback format; null for the outline'),
});
export type ProductImage = z.infer<typeof productImageSchema>;

export const parameterValueTypes = ['text', 'number', 'boolean', 'choice'] as const;

/** One technical parameter: a text, a number (with its unit), yes/no (translated by the front), a choice's name. */
export const productParameterSchema = z.object({
  code: storableString(),
  name: storableString().describe("In the shop's language"),
  type: z.enum(parameterValueTypes),
  value: z.union([storableString(), z.number(), z.boolean()]),
  unit: storableString().nullable(),
});
export type ProductParameter = z.infer<typeof productParameterSchema>;

export const parameterGroupSchema = z.object({
  code: storableString(),
  name: storableString(),
  parameters: z.array(productParameterSchema),
});
export type ParameterGroup = z.infer<typeof parameterGroupSchema>;

/** What staff wrote for search engines (model_seo_texts); a field left empty is null. */
export const productSeoTextsSchema = z.object({
  title: storableString().nullable().describe('The document title instead of the product name'),
  description: storableString().nullable().describe('<meta name="description">'),
  text: storableString().nullable().describe('Plain text, paragraphs separated by blank lines'),
});
export type ProductSeoTexts = z.infer<typeof productSeoTextsSchema>;

export const productDetailSchema = z.object({
  id: z.number().int(),
  seoName: storableString(),
  name: storableString(),
  manufacturer: z.object({ name: storableString(), seoName: storableString() }),
  type: z.object({ seoName: storableString(), name: storableString() }),
  model: z.object({
    seoName: storableString().describe('The master product: shared by every variant of the model'),
    name: storableString(),
  }),
  condition: z.enum(['new', 'used']),
  quality: z.object({ grade: qualityGradeSchema, meaningKey: z.enum(qualityMeanings) }).nullable(),
  colour: detailColourSchema.nullable(),
  storageGb: z.number().int().nullable(),
  price: moneySchema,
  ean: storableString().nullable(),
  code: storableString(),
  package: z
    .object({
      widthCm: z.number(),
      heightCm: z.number(),
      depthCm: z.number(),
      weightKg: z.number(),
    })
    .nullable(),
  variants: z.array(productVariantSchema).describe('Every product of the model in the same condition/grade'),
  stock: productStockSchema,
  gallery: z.array(productImageSchema),
  parameters: z
    .array(parameterGroupSchema)
    .describe("The master product's attributes by group, in the groups' and attributes' order"),
  installment: installmentPreviewSchema
    .nullable()
    .describe('The lowest monthly payment; null below the minimum'),
  offers: productOffersSchema,
  seo: productSeoTextsSchema,
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** seoName path parameter of the product detail and its images. */
export const productSeoNameSchema = storableString()
  .max(200)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

export const addToCartRequestSchema = z.object({
  productId: z.number().int().positive().max(2_147_483_647),
  quantity: z.number().int().min(1).max(MAX_CART_QUANTITY).default(1),
  /** Adding a product may pick an installment and package options (the sub-cart). */
  installment: cartInstallmentSchema.optional(),
  options: packageOptionsSchema.optional(),
});
export type AddToCartRequest = z.input<typeof addToCartRequestSchema>;

/** 201 of POST /api/new/cart/items: the pieces now in the cart (what the header badge shows). */
export const addToCartResultSchema = z.object({ count: z.number().int().min(0) });
export type AddToCartResult = z.infer<typeof addToCartResultSchema>;

/** GET /api/bff/product-page?seo=: the product page in one request. */
export interface ProductPageData {
  product: ProductDetail;
  cartCount: number;
}
