import { z } from 'zod';
import { textSchema, validateMaxLength } from '../validation/length.ts';
import { storableString } from '../validation/storable-string.ts';
import { optionalValidatedString } from '../validation/validated-string.ts';

// Wire shapes of the catalogue's product reviews (issue 4). Field names are snake_case like the
// spec's other literal paths. A review belongs to a master product (the model: every colour and
// storage shares its reviews) and names the variant reviewed. The form validates with the very
// schema the api does, so both show the same texts.

export const REVIEW_TEXT_MIN_LENGTH = 10;
export const REVIEW_TEXT_MAX_LENGTH = 3000;
export const REVIEW_PROS_CONS_MAX_LENGTH = 1000;
export const REVIEW_FULL_NAME_MAX_LENGTH = 100;
export const REVIEW_VOUCHER_MAX_LENGTH = 40;

export const reviewStatuses = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];
export const reviewStatusSchema = z.enum(reviewStatuses);

export const reviewSorts = ['newest', 'rating_desc', 'rating_asc', 'helpful'] as const;
export type ReviewSort = (typeof reviewSorts)[number];

const isMissing = (input: unknown) => input === undefined || input === null || input === '';

/** A number field's type error as a catalogue code; other issues (min, max) keep zod's own mapping. */
const numberTypeError = (issue: { code?: string; input?: unknown }) =>
  issue.code === 'invalid_type' ? (isMissing(issue.input) ? 'required' : 'number') : undefined;

/** 1–5 whole stars; a missing rating is "required", anything else off is "number"/min/max. */
export const reviewRatingSchema = z
  .number({ error: numberTypeError })
  .int({ error: 'number' })
  .min(1)
  .max(5)
  .describe('Stars, 1–5');

/** Optional text: undefined, null and '' pass (an untouched field), anything too long does not. */
const optionalText = (maxLength: number) =>
  optionalValidatedString((value) => validateMaxLength(value, maxLength), {
    params: { maxlength: maxLength },
  }).nullable();

const int4Id = z.number({ error: numberTypeError }).int({ error: 'number' }).positive().max(2_147_483_647);

/** What the customer fills in; the product is the path's component_pk. */
export const reviewFormSchema = z.object({
  rating: reviewRatingSchema,
  pros: optionalText(REVIEW_PROS_CONS_MAX_LENGTH),
  cons: optionalText(REVIEW_PROS_CONS_MAX_LENGTH),
  text: textSchema({ minLength: REVIEW_TEXT_MIN_LENGTH, maxLength: REVIEW_TEXT_MAX_LENGTH }),
  full_name: textSchema({ maxLength: REVIEW_FULL_NAME_MAX_LENGTH }),
  voucher_or_invoice_number: optionalText(REVIEW_VOUCHER_MAX_LENGTH).describe(
    'Number of the order the product was bought with; a match makes the review "verified customer"',
  ),
});
export type ReviewForm = z.input<typeof reviewFormSchema>;
/** The form as the schema hands it over: trimmed; optional texts may be missing or null. */
export type ValidReviewForm = z.output<typeof reviewFormSchema>;

/** POST …/product-review/product-review/ (no component_pk): the product goes in the body. */
export const productReviewCreateSchema = reviewFormSchema.extend({
  product_id: int4Id.describe('Id of the product (variant) reviewed'),
});
export type ProductReviewCreate = z.input<typeof productReviewCreateSchema>;

export const productReviewCreatedSchema = z.object({
  id: z.number().int(),
  status: z.literal('pending').describe('New reviews wait for staff approval before they are public'),
  verified: z.boolean().describe('The voucher/invoice number names an order with this model'),
});
export type ProductReviewCreated = z.infer<typeof productReviewCreatedSchema>;

// ── public listing ───────────────────────────────────────────────────────────────────────────────

export const productReviewListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
  sort: z
    .enum(reviewSorts)
    .default('newest')
    .describe('newest first (default), highest or lowest rating first, most helpful first'),
});
export type ProductReviewListQuery = z.output<typeof productReviewListQuerySchema>;

export const productReviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  pros: storableString(),
  cons: storableString(),
  text: storableString(),
  full_name: storableString(),
  verified: z.boolean(),
  helpful_count: z.number().int(),
  created_at: storableString().describe('ISO date-time'),
  product_name: storableString().describe('The variant reviewed, e.g. "Apple iPhone 15 128 GB Modrá"'),
});
export type ProductReview = z.infer<typeof productReviewSchema>;

export const ratingSummarySchema = z.object({
  average: z.number().nullable().describe('Mean of the approved ratings, one decimal; null without reviews'),
  count: z.number().int(),
  verifiedCount: z.number().int(),
  histogram: z
    .array(z.object({ rating: z.number().int(), count: z.number().int() }))
    .describe('Always five entries, 5 stars first'),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

export const productReviewPageSchema = z.object({
  summary: ratingSummarySchema,
  items: z.array(productReviewSchema).describe('Approved reviews only'),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type ProductReviewPage = z.infer<typeof productReviewPageSchema>;

// ── form data ────────────────────────────────────────────────────────────────────────────────────

export const reviewUserDataSchema = z.object({
  master_product: z.object({
    id: z.number().int(),
    seo_name: storableString(),
    name: storableString(),
    manufacturer: storableString(),
  }),
  full_name: storableString().nullable().describe("The signed-in user's name; null for visitors"),
  order_numbers: z
    .array(storableString())
    .describe("Numbers of the signed-in user's orders containing this model, newest first"),
  campaign: z
    .literal('samsung')
    .nullable()
    .describe('"samsung" on the …/products-samsung/ variant (Samsung models only), else null'),
});
export type ReviewUserData = z.infer<typeof reviewUserDataSchema>;

export const productsToReviewSchema = z.object({
  items: z.array(
    z.object({
      product_id: z.number().int(),
      product_name: storableString(),
      product_seo_name: storableString(),
      type_seo_name: storableString(),
      master_product_seo_name: storableString(),
      order_number: storableString().describe('The newest order with this product'),
      ordered_at: storableString(),
    }),
  ),
});
export type ProductsToReview = z.infer<typeof productsToReviewSchema>;

// ── staff ────────────────────────────────────────────────────────────────────────────────────────

export const reviewAdminListQuerySchema = z.object({
  status: reviewStatusSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const reviewAdminUpdateSchema = reviewFormSchema
  .omit({ voucher_or_invoice_number: true })
  .partial()
  .extend({ status: reviewStatusSchema.optional() })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: 'required',
    path: [],
  });
export type ReviewAdminUpdate = z.output<typeof reviewAdminUpdateSchema>;

export const adminProductReviewSchema = productReviewSchema.extend({
  status: reviewStatusSchema,
  voucher_or_invoice_number: storableString().nullable(),
  product_id: z.number().int(),
  master_product_seo_name: storableString(),
  user_id: z.number().int().nullable(),
  approved_at: storableString().nullable(),
  approved_by: z.number().int().nullable(),
});
export type AdminProductReview = z.infer<typeof adminProductReviewSchema>;

export const adminProductReviewListSchema = z.object({
  items: z.array(adminProductReviewSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
