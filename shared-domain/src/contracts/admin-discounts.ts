import { z } from 'zod';
import { textSchema } from '../validation/length.ts';
import { searchTermSchema } from '../validation/search-term.ts';
import { storableString } from '../validation/storable-string.ts';
import type { ValidationCode } from '../validation/validation-code.ts';
import { gridPageQuerySchema, gridPageSchema } from './back-office.ts';
import { discountTypes } from './cart.ts';

// The staff discounts, their grid and detail:
//   GET   /api/new/admin/discounts?<filters>&page&pageSize&sort   one page and the total
//   GET   /api/new/admin/discounts/scope-options?q               products and product types for sets
//   POST  /api/new/admin/discounts                              create
//   GET   /api/new/admin/discounts/{id}                         the detail
//   PATCH /api/new/admin/discounts/{id}                         edit (the whole form)
//   POST  /api/new/admin/discounts/{id}/archive | /unarchive    archive, cancel archiving
//   POST  /api/new/admin/discounts/{id}/codes                   a job generating single-use codes
//   GET   /api/new/admin/discounts/{id}/codes.csv               the codes, streamed

/** A percentage this high is only a warning: refused unless the request confirms it. */
export const HIGH_PERCENTAGE = 80;
/** At most this many codes per generation job. */
export const DISCOUNT_CODES_MAX = 100_000;
/** Generated codes: single-use, this long, digits and mixed-case letters. */
export const GENERATED_CODE_LENGTH = 10;
export const GENERATED_CODE_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

const MAX_INT = 2_147_483_647;
const id = z.number().int().min(1).max(MAX_INT);

export const discountGridSorts = ['newest', 'title', 'validFrom', 'validTo', 'value'] as const;
export const discountGridSortValues = discountGridSorts.flatMap((sort) => [sort, `-${sort}`]);
/** live: not archived; archived: archived; all: both. */
export const discountArchiveStates = ['live', 'archived', 'all'] as const;
/** now: valid at this moment; upcoming: starts later; expired: ended. */
export const discountValidities = ['now', 'upcoming', 'expired'] as const;

export const discountGridFilterSchema = z
  .object({
    q: searchTermSchema().optional().describe('Part of the title or marketing name (at least 2 characters)'),
    type: z.enum(discountTypes).optional(),
    archived: z.enum(discountArchiveStates).optional().describe('live (default), archived or all'),
    validity: z.enum(discountValidities).optional(),
  })
  .strict();
export type DiscountGridFilter = z.infer<typeof discountGridFilterSchema>;
export const discountGridFilterKeys = ['q', 'type', 'archived', 'validity'] as const;

export const discountGridQuerySchema = gridPageQuerySchema
  .extend(discountGridFilterSchema.shape)
  .extend({
    sort: z
      .enum(discountGridSortValues as [string, ...string[]])
      .optional()
      .describe('newest, title, validFrom, validTo or value; "-" in front for descending'),
  })
  .strict();
export type DiscountGridQuery = z.infer<typeof discountGridQuerySchema>;

const codeCountsSchema = z.object({ total: z.number().int(), used: z.number().int() });

export const discountGridRowSchema = z.object({
  id: z.number().int(),
  title: storableString(),
  marketingName: storableString(),
  type: z.enum(discountTypes),
  value: z.number().int(),
  validFrom: storableString().describe('ISO time'),
  validTo: storableString().nullable(),
  isActive: z.boolean(),
  isPublic: z.boolean(),
  isCombinable: z.boolean(),
  isAutomatic: z.boolean(),
  archivedAt: storableString().nullable(),
  codes: codeCountsSchema,
});
export type DiscountGridRow = z.infer<typeof discountGridRowSchema>;
export const discountGridPageSchema = gridPageSchema(discountGridRowSchema);
export type DiscountGridPage = z.infer<typeof discountGridPageSchema>;

/** An ISO instant with its offset, in a year the database and the shop's calendar handle (2000–2999). */
const isoTime = z.iso
  .datetime({ offset: true })
  .refine((value) => /^2\d{3}-/.test(value) && !Number.isNaN(Date.parse(value)), {
    message: 'date' satisfies ValidationCode,
  });
const amount = z.number().int().min(0, 'minValue').max(MAX_INT, 'maxValue');
const count = z.number().int().min(1, 'minValue').max(100_000, 'maxValue');

/**
 * The discount form, create and edit alike (an edit sends the whole form). Rules the fields share:
 * valid_to after valid_from; a percentage at most 100 and, from 80, only with `confirmHighPercentage`
 * (the field error warns); a fixed price names its products and the pieces per order it covers.
 */
export const discountInputSchema = z
  .object({
    title: textSchema({ minLength: 1, maxLength: 200 }),
    marketingName: textSchema({ minLength: 1, maxLength: 200 }),
    type: z.enum(discountTypes),
    /** percentage: whole percent; absolute: minor units off; fixed: the price of each piece (minor units). */
    value: z.number().int().min(1, 'minValue').max(MAX_INT, 'maxValue'),
    validFrom: isoTime,
    validTo: isoTime.nullable(),
    isActive: z.boolean(),
    isPublic: z.boolean(),
    isCombinable: z.boolean(),
    /** Stored and shown; the cart does not assign discounts by itself yet (see the report). */
    isAutomatic: z.boolean(),
    minOrderAmount: amount,
    maxQuantityPerOrder: count.nullable(),
    firstPurchaseOnly: z.boolean(),
    usesPerCustomer: count.nullable(),
    /** The set: named products and product types; both empty means everything (not for fixed). */
    productIds: z.array(id).max(1000),
    productTypeIds: z.array(id).max(200),
    /** Staff saw the warning of a percentage of 80 or more and confirmed it. */
    confirmHighPercentage: z.boolean().optional(),
  })
  .strict()
  .superRefine((input, ctx) => {
    const issue = (path: string, message: ValidationCode, params?: Record<string, number>) =>
      ctx.addIssue({ code: 'custom', path: [path], message, params });
    if (input.validTo !== null && Date.parse(input.validTo) <= Date.parse(input.validFrom))
      issue('validTo', 'endAfterStart');
    if (input.type === 'percentage' && input.value > 100) issue('value', 'maxValue', { maxValue: 100 });
    else if (input.type === 'percentage' && input.value >= HIGH_PERCENTAGE && !input.confirmHighPercentage)
      issue('value', 'highPercentage');
    if (input.type === 'fixed') {
      if (input.productIds.length === 0) issue('productIds', 'required');
      if (input.maxQuantityPerOrder === null) issue('maxQuantityPerOrder', 'required');
    }
  });
export type DiscountInput = z.infer<typeof discountInputSchema>;

export const discountScopeItemSchema = z.object({ id: z.number().int(), name: storableString() });
export type DiscountScopeItem = z.infer<typeof discountScopeItemSchema>;

export const discountDetailSchema = discountGridRowSchema.extend({
  isIsic: z.boolean(),
  createdAt: storableString(),
  minOrderAmount: z.number().int(),
  maxQuantityPerOrder: z.number().int().nullable(),
  firstPurchaseOnly: z.boolean(),
  usesPerCustomer: z.number().int().nullable(),
  currency: storableString(),
  products: z.array(discountScopeItemSchema),
  productTypes: z.array(discountScopeItemSchema),
  /**
   * Products of this set also in the set of another live, non-combinable discount; intersections
   * are reported as a count of products not assigned.
   */
  overlappingProducts: z.number().int(),
});
export type DiscountDetail = z.infer<typeof discountDetailSchema>;

/** What a save answers: the discount and the named products left out of its set as overlapping. */
export const discountSavedSchema = z.object({
  discount: discountDetailSchema,
  notAssigned: z
    .number()
    .int()
    .describe('Named products not assigned: already in another live non-combinable set'),
});
export type DiscountSaved = z.infer<typeof discountSavedSchema>;

export const discountScopeOptionsQuerySchema = z
  .object({ q: searchTermSchema().optional().describe("Part of a product's name or code") })
  .strict();
export const discountScopeOptionsSchema = z.object({
  products: z.array(discountScopeItemSchema),
  productTypes: z.array(discountScopeItemSchema),
});
export type DiscountScopeOptions = z.infer<typeof discountScopeOptionsSchema>;

export const discountCodesRequestSchema = z
  .object({ count: z.number().int().min(1, 'minValue').max(DISCOUNT_CODES_MAX, 'maxValue') })
  .strict();
export type DiscountCodesRequest = z.infer<typeof discountCodesRequestSchema>;
export const discountCodesJobSchema = z.object({ jobId: storableString() });
export type DiscountCodesJob = z.infer<typeof discountCodesJobSchema>;
