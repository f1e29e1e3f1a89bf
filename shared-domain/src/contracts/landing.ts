import { z } from 'zod';
import { isInFuture } from '../validation/calendar.ts';
import { dateSchema, parseDate } from '../validation/date.ts';
import { emailSchema } from '../validation/email.ts';
import { imeiSchema } from '../validation/imei.ts';
import { textSchema } from '../validation/length.ts';
import { storableString } from '../validation/storable-string.ts';
import { moneySchema } from './money.ts';

// Landing pages (issue 19): device comparisons, brand comparisons, extended warranty registration,
// preorders of expected products, and the time-limited offers and lease tabs of content pages.

/** Up to this many devices side by side: four columns still fit a laptop screen. */
export const COMPARE_MAX_PRODUCTS = 4;
const SEO_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** `?products=a,b,c`: one to four distinct product seo names, in the order to show them. */
export const compareQuerySchema = z.object({
  products: storableString()
    .max(1000)
    .transform((value) => value.split(',').map((name) => name.trim()))
    .pipe(
      z
        .array(storableString().max(200).regex(SEO_NAME, 'seoName'))
        .min(1)
        .max(COMPARE_MAX_PRODUCTS, 'maxValue')
        .refine((names) => new Set(names).size === names.length, 'literal'),
    )
    .describe(`Product seo names separated by commas, at most ${COMPARE_MAX_PRODUCTS}`),
});

export const comparedProductSchema = z.object({
  id: z.number().int(),
  seoName: storableString(),
  name: storableString(),
  manufacturer: storableString(),
  typeSeoName: storableString(),
  imageUrl: storableString(),
  price: moneySchema,
  stock: z.number().int(),
});
export type ComparedProduct = z.infer<typeof comparedProductSchema>;

const attributeValueSchema = z.union([storableString(), z.number(), z.boolean()]).nullable();
export type ComparedValue = z.infer<typeof attributeValueSchema>;

export const comparedAttributeSchema = z.object({
  code: storableString(),
  name: storableString(),
  type: z.enum(['text', 'number', 'boolean', 'choice']),
  unit: storableString().nullable(),
  /** One value per compared product, in their order; null where the product does not state it. */
  values: z.array(attributeValueSchema),
  /** Whether the products' values are not all the same (what "only differences" keeps). */
  differs: z.boolean(),
});
export type ComparedAttribute = z.infer<typeof comparedAttributeSchema>;

export const comparisonSchema = z.object({
  products: z.array(comparedProductSchema),
  groups: z.array(
    z.object({
      code: storableString(),
      name: storableString(),
      attributes: z.array(comparedAttributeSchema),
    }),
  ),
});
export type Comparison = z.infer<typeof comparisonSchema>;

/** The product types a brand comparison page exists for (the path's last segment). */
export const brandComparisonTypes = ['phones', 'watches', 'tablets', 'computers'] as const;
export type BrandComparisonType = (typeof brandComparisonTypes)[number];
export const brandComparisonParamsSchema = z.object({ type: z.enum(brandComparisonTypes) });

export const brandSummarySchema = z.object({
  manufacturer: storableString(),
  /** Master products (models) of the brand in this type the shop sells. */
  models: z.number().int(),
  priceRange: z.object({ min: moneySchema, max: moneySchema }),
  /** The brand's best rated models first (then the cheapest), at most three. */
  topModels: z.array(
    z.object({
      name: storableString(),
      seoName: storableString().describe('The cheapest product of the model the shop sells'),
      typeSeoName: storableString(),
      price: moneySchema,
      rating: z.object({ average: z.number(), count: z.number().int() }).nullable(),
    }),
  ),
});
export type BrandSummary = z.infer<typeof brandSummarySchema>;

export const brandComparisonSchema = z.object({
  type: z.enum(brandComparisonTypes),
  /** The product type's name and seo name in this shop; null when the catalogue has no such type. */
  typeName: storableString().nullable(),
  typeSeoName: storableString().nullable(),
  brands: z.array(brandSummarySchema),
});
export type BrandComparison = z.infer<typeof brandComparisonSchema>;

// ── extended warranty ────────────────────────────────────────────────────────────────────────────

export const warrantyRegistrationSchema = z.object({
  imei: imeiSchema.describe('15 digits with the Luhn check digit'),
  purchase_date: dateSchema
    .superRefine((value, ctx) => {
      const date = parseDate(value);
      if (date && isInFuture(date, new Date())) ctx.addIssue({ code: 'custom', message: 'dateInFuture' });
    })
    .describe('DD.MM.YYYY, not in the future'),
  invoice_number: textSchema({ maxLength: 40 }).describe('The number on the invoice or receipt'),
  email: emailSchema,
});
export type WarrantyRegistration = z.input<typeof warrantyRegistrationSchema>;

export const warrantyRegisteredSchema = z.object({
  number: storableString().describe('The registration number quoted in the confirmation e-mail'),
  status: z
    .enum(['verified', 'pending_review'])
    .describe(
      'verified: the invoice is one of the shop and the IMEI was sold on it; pending_review: staff check it',
    ),
});
export type WarrantyRegistered = z.infer<typeof warrantyRegisteredSchema>;

// ── preorders ────────────────────────────────────────────────────────────────────────────────────

export const preorderRequestSchema = z.object({
  product: storableString().max(200).regex(SEO_NAME, 'seoName').describe('The expected product'),
  email: emailSchema,
});
export type PreorderRequest = z.input<typeof preorderRequestSchema>;

export const preorderCreatedSchema = z.object({
  /** false when this e-mail had already reserved the product: the two are one reservation. */
  created: z.boolean(),
  expectedAt: storableString().describe('Day the product is expected, YYYY-MM-DD'),
});
export type PreorderCreated = z.infer<typeof preorderCreatedSchema>;

// ── time-limited offers and lease tabs ───────────────────────────────────────────────────────────

export const componentPkParamsSchema = z.object({
  component_pk: z.coerce.number().int().positive().max(2_147_483_647),
});

const offeredProductSchema = z.object({
  seoName: storableString(),
  name: storableString(),
  typeSeoName: storableString(),
  imageUrl: storableString(),
});

/**
 * A monthly lease price never travels alone: consumer-credit advertising must show it with its
 * representative example (total payable, APR, term), so the four are one required object.
 */
export const leaseExampleSchema = z.object({
  monthly: moneySchema,
  termMonths: z.number().int(),
  apr: z.number(),
  totalPayable: moneySchema,
});
export type LeaseExample = z.infer<typeof leaseExampleSchema>;

export const runningOfferSchema = z.object({
  product: offeredProductSchema,
  regularPrice: moneySchema,
  offerPrice: moneySchema,
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  /** Seconds from the server's now to the end: the countdown runs on the server's clock. */
  secondsLeft: z.number().int(),
});
export type RunningOffer = z.infer<typeof runningOfferSchema>;

export const leaseOfferSchema = runningOfferSchema.extend({ lease: leaseExampleSchema });
export type LeaseOffer = z.infer<typeof leaseOfferSchema>;

export const limitedOffersSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('time_limited_offers'),
    componentPk: z.number().int(),
    heading: storableString().nullable(),
    serverNow: z.iso.datetime(),
    offers: z.array(runningOfferSchema),
  }),
  z.object({
    type: z.literal('lease_tabs'),
    componentPk: z.number().int(),
    heading: storableString().nullable(),
    serverNow: z.iso.datetime(),
    defaultTab: storableString().nullable(),
    tabs: z.array(
      z.object({ key: storableString(), label: storableString(), offers: z.array(leaseOfferSchema) }),
    ),
  }),
]);
export type LimitedOffers = z.infer<typeof limitedOffersSchema>;
