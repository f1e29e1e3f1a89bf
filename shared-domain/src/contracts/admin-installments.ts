import { z } from 'zod';
import { validateMaxLength } from '../validation/length.ts';
import { numberSchema } from '../validation/number.ts';
import { storableString } from '../validation/storable-string.ts';
import { validatedString } from '../validation/validated-string.ts';
import type { ValidationCode } from '../validation/validation-code.ts';
import { validateSeoName } from './admin-catalogue.ts';
import { gridPageQuerySchema, gridPageSchema } from './back-office.ts';
import { moneySchema } from './money.ts';

// Installment admin; status 'sent' finalises the loan on the installment company's side:
//   GET   /api/new/admin/installments/companies                    companies with their price lists
//   POST  /api/new/admin/installments/companies                    a new company
//   PATCH /api/new/admin/installments/companies/{id}               edit
//   POST  /api/new/admin/installments/companies/{id}/deactivate    no more offers from it
//   POST  /api/new/admin/installments/companies/{id}/price-lists   a new price list (barem)
//   PATCH /api/new/admin/installments/price-lists/{id}             edit
//   POST  /api/new/admin/installments/price-lists/{id}/deactivate  no more offers from it
//   GET   /api/new/admin/installments/orders?status&page&pageSize  orders' installments grid
//   POST  /api/new/admin/installments/orders/{number}/sent         finalise the loan (adapter)
// Amounts are minor units; APR in percent with at most 2 decimals.

export const installmentAdapterKinds = ['test'] as const;
export type InstallmentAdapterKind = (typeof installmentAdapterKinds)[number];
export const installmentStatuses = ['sent', 'approved', 'rejected', 'waiting_for_store'] as const;
export type InstallmentStatus = (typeof installmentStatuses)[number];
/** The states a loan can be finalised from: the company approved it, or it waits for the store. */
export const installmentSendableStatuses: readonly InstallmentStatus[] = ['approved', 'waiting_for_store'];

export const INSTALLMENT_MAX_MONTHS = 120;
/** The largest amount a company may finance: 100 million in minor units (1 000 000 Kč). */
export const INSTALLMENT_MAX_AMOUNT = 100_000_000;

const codeSchema = validatedString((value) => validateSeoName(value) ?? validateMaxLength(value, 40), {
  params: { maxlength: 40 },
});
const nameSchema = (maxLength: number) =>
  validatedString((value) => validateMaxLength(value, maxLength), { params: { maxlength: maxLength } });
const amountSchema = numberSchema({ integer: true, positive: true, max: INSTALLMENT_MAX_AMOUNT });
const percentSchema = (max: number) =>
  numberSchema({ min: 0, max }).superRefine((value, ctx) => {
    // Two decimals at most, as numeric(5,2) keeps them (14.9, 9.99; not 9.999).
    if (Math.abs(Math.round(value * 100) - value * 100) > 1e-6)
      ctx.addIssue({ code: 'custom', message: 'twoDecimals' satisfies ValidationCode });
  });
/** A calendar day, YYYY-MM-DD, in years the database and a price list can mean (2000–2999). */
const isoDay = z.iso
  .date({ message: 'date' satisfies ValidationCode })
  .refine((day) => day >= '2000-01-01' && day <= '2999-12-31', { message: 'date' satisfies ValidationCode });

// Defaults only where a whole entity is created: a patch leaves out what it does not change.
const companyFields = z.object({
  code: codeSchema,
  name: nameSchema(120),
  adapter: z.enum(installmentAdapterKinds),
  active: z.boolean(),
  minAmount: amountSchema,
  maxAmount: amountSchema,
});
function maxNotBelowMin(value: { minAmount?: number; maxAmount?: number }, ctx: z.RefinementCtx) {
  if (value.minAmount !== undefined && value.maxAmount !== undefined && value.maxAmount < value.minAmount)
    ctx.addIssue({
      code: 'custom',
      path: ['maxAmount'],
      message: 'minValue' satisfies ValidationCode,
      params: { minValue: value.minAmount },
    });
}
export const installmentCompanyInputSchema = companyFields
  .extend({ adapter: companyFields.shape.adapter.default('test'), active: z.boolean().default(true) })
  .strict()
  .superRefine(maxNotBelowMin);
export type InstallmentCompanyInput = z.input<typeof installmentCompanyInputSchema>;
export const installmentCompanyPatchSchema = companyFields.partial().strict().superRefine(maxNotBelowMin);
export type InstallmentCompanyPatch = z.input<typeof installmentCompanyPatchSchema>;

const priceListFields = z.object({
  code: codeSchema,
  barem: nameSchema(120),
  type: nameSchema(60),
  months: numberSchema({ integer: true, min: 1, max: INSTALLMENT_MAX_MONTHS }),
  apr: percentSchema(100),
  downPaymentPercent: percentSchema(99).nullable(),
  minAmount: amountSchema.nullable(),
  validFrom: isoDay.nullable(),
  validTo: isoDay.nullable(),
  active: z.boolean(),
});
function toAfterFrom(value: { validFrom?: string | null; validTo?: string | null }, ctx: z.RefinementCtx) {
  if (value.validFrom && value.validTo && value.validTo <= value.validFrom)
    ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'endAfterStart' satisfies ValidationCode });
}
export const installmentPriceListInputSchema = priceListFields
  .extend({
    downPaymentPercent: priceListFields.shape.downPaymentPercent.default(null),
    minAmount: priceListFields.shape.minAmount.default(null),
    validFrom: priceListFields.shape.validFrom.default(null),
    validTo: priceListFields.shape.validTo.default(null),
    active: z.boolean().default(true),
  })
  .strict()
  .superRefine(toAfterFrom);
export type InstallmentPriceListInput = z.input<typeof installmentPriceListInputSchema>;
/** A patch leaves out what it does not change; validFrom/validTo are checked against the stored pair too. */
export const installmentPriceListPatchSchema = priceListFields.partial().strict().superRefine(toAfterFrom);
export type InstallmentPriceListPatch = z.input<typeof installmentPriceListPatchSchema>;

export const installmentPriceListSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  code: storableString(),
  barem: storableString(),
  type: storableString(),
  months: z.number().int(),
  apr: z.number(),
  downPaymentPercent: z.number().nullable(),
  minAmount: z.number().int().nullable(),
  validFrom: storableString().nullable().describe('YYYY-MM-DD, first day it is offered'),
  validTo: storableString().nullable().describe('YYYY-MM-DD, last day it is offered'),
  active: z.boolean(),
  /** What the plan costs a month for an example amount (the company's minimum), for the staff to check. */
  example: z.object({ amount: moneySchema, monthly: moneySchema }).nullable(),
});
export type InstallmentPriceList = z.infer<typeof installmentPriceListSchema>;

export const installmentCompanySchema = z.object({
  id: z.number().int(),
  code: storableString(),
  name: storableString(),
  adapter: z.enum(installmentAdapterKinds),
  testMode: z.boolean(),
  active: z.boolean(),
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  currency: storableString(),
  priceLists: z.array(installmentPriceListSchema),
});
export type InstallmentCompany = z.infer<typeof installmentCompanySchema>;
export const installmentCompaniesSchema = z.object({ companies: z.array(installmentCompanySchema) });
export type InstallmentCompanies = z.infer<typeof installmentCompaniesSchema>;

export const installmentOrderGridQuerySchema = gridPageQuerySchema
  .pick({ page: true, pageSize: true })
  .extend({ status: z.enum(installmentStatuses).optional() })
  .strict();
export type InstallmentOrderGridQuery = z.infer<typeof installmentOrderGridQuerySchema>;

export const installmentOrderRowSchema = z.object({
  orderNumber: storableString(),
  company: storableString(),
  testMode: z.boolean(),
  barem: storableString(),
  amount: moneySchema.describe('What the loan finances'),
  monthly: moneySchema,
  months: z.number().int(),
  status: z.enum(installmentStatuses),
  createdAt: storableString().describe('ISO time'),
  sentAt: storableString().nullable(),
  reference: storableString().nullable().describe("The company's reference of the finalised loan"),
  canSend: z.boolean(),
});
export type InstallmentOrderRow = z.infer<typeof installmentOrderRowSchema>;
export const installmentOrderPageSchema = gridPageSchema(installmentOrderRowSchema);
export type InstallmentOrderPage = z.infer<typeof installmentOrderPageSchema>;

/** What the company said when the loan was finalised; test mode says so. */
export const installmentSentSchema = z.object({
  orderNumber: storableString(),
  status: z.literal('sent'),
  reference: storableString(),
  testMode: z.boolean(),
  message: storableString(),
});
export type InstallmentSent = z.infer<typeof installmentSentSchema>;
