import { z } from 'zod';
import type { ShopCode } from '../shop.ts';
import { companyIdSchemaFor, vatIdSchemaFor } from '../validation/company-id.ts';
import { emailSchema } from '../validation/email.ts';
import { textSchema } from '../validation/length.ts';
import { passwordSchema, validatePasswordConfirmation } from '../validation/password.ts';
import { phoneSchemaFor } from '../validation/phone.ts';
import { postcodeSchemaFor } from '../validation/postcode.ts';
import { storableString } from '../validation/storable-string.ts';
import { buyoutStatusSchema } from './buyout.ts';
import { moneySchema } from './money.ts';
import { orderStatuses, paymentStatuses } from './orders.ts';
import type { ProductsToReview } from './reviews.ts';
import type { MyServiceOrders } from './service.ts';

// Wire shapes of the account (issue 6): registration, password reset and change, personal data,
// delivery addresses, the orders overview and the account summary. Field names are camelCase like
// the login's. Forms validate with these very schemas, so the browser and the api show the same
// texts at the same fields.

const id = z.number().int().positive().max(2_147_483_647);

/**
 * "personal": a customer's own account. "shop": an account a branch uses at its counter; its
 * personal data is managed by head office, so its holder cannot edit it.
 */
export const accountKinds = ['personal', 'shop'] as const;
export type AccountKind = (typeof accountKinds)[number];

/**
 * Cross-field checks run even when a field already failed, so one submit reports every error at
 * once (zod skips refinements after aborting issues by default). Only for object input.
 */
const evenWithFieldErrors = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

const confirmationSchema = storableString({ error: 'required' }).min(1, { message: 'required' });

/** Reports a password confirmation that differs, at `passwordConfirmation`. */
function checkConfirmation(
  value: { password: string; passwordConfirmation: string },
  ctx: z.RefinementCtx<unknown>,
) {
  const code = validatePasswordConfirmation(value.password, value.passwordConfirmation);
  if (code !== null) ctx.addIssue({ code: 'custom', message: code, path: ['passwordConfirmation'] });
}

/** A business customer's company: name, company id (IČO / CUI) and VAT id (DIČ / RO…), per shop. */
function companyShapeFor(shop: ShopCode) {
  return {
    business: z.boolean().default(false).describe('A business customer: company and company id required'),
    companyName: storableString().trim().max(120).optional(),
    companyId: companyIdSchemaFor(shop).describe('IČO (cz) or CUI (ro)'),
    vatId: vatIdSchemaFor(shop).describe('DIČ (cz) or RO + CUI (ro)'),
  };
}

function checkCompany(
  value: { business: boolean; companyName?: string; companyId?: string },
  ctx: z.RefinementCtx<unknown>,
) {
  if (!value.business) return;
  if (!value.companyName) ctx.addIssue({ code: 'custom', message: 'required', path: ['companyName'] });
  if (!value.companyId) ctx.addIssue({ code: 'custom', message: 'required', path: ['companyId'] });
}

// ── registration ────────────────────────────────────────────────────────────────────────────────

/** POST /api/new/accounts/register: opens an account, signs it in and sends a welcome e-mail. */
export function registerRequestSchemaFor(shop: ShopCode) {
  return z
    .object({
      email: emailSchema,
      password: passwordSchema,
      passwordConfirmation: confirmationSchema,
      firstName: textSchema({ maxLength: 60 }),
      lastName: textSchema({ maxLength: 60 }),
      phone: phoneSchemaFor(shop),
      ...companyShapeFor(shop),
      consentTerms: z.literal(true, { error: 'required' }).describe('Terms of service accepted'),
      consentMarketing: z.boolean().default(false),
    })
    .superRefine((value, ctx) => {
      checkConfirmation(value, ctx);
      checkCompany(value, ctx);
    }, evenWithFieldErrors);
}
export type RegisterRequest = z.input<ReturnType<typeof registerRequestSchemaFor>>;

// ── login, password reset and change ───────────────────────────────────────────────────────────

/** The 429 of a locked login names when it may be tried again (also in Retry-After). */
export const loginLockSchema = z.object({
  scope: z.enum(['account', 'address']).describe('Locked for the e-mail, or for the caller’s IP address'),
  retryAfterSeconds: z.number().int().positive(),
});
export type LoginLock = z.infer<typeof loginLockSchema>;

/** POST /api/new/accounts/password-reset: always 202, whether the e-mail has an account or not. */
export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** POST /api/new/accounts/password-reset/confirm: the e-mail's token and the new password. */
export const passwordResetConfirmSchema = z
  .object({
    token: storableString().trim().min(16).max(100),
    password: passwordSchema,
    passwordConfirmation: confirmationSchema,
  })
  .superRefine(checkConfirmation, evenWithFieldErrors);
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

/** POST /api/new/accounts/me/password: signed in only; the current password is required. */
export const passwordChangeSchema = z
  .object({
    currentPassword: storableString({ error: 'required' }).min(1, { message: 'required' }).max(1000),
    password: passwordSchema,
    passwordConfirmation: confirmationSchema,
  })
  .superRefine(checkConfirmation, evenWithFieldErrors);
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

// ── personal data ───────────────────────────────────────────────────────────────────────────────

/** GET /api/new/accounts/me/profile */
export const profileSchema = z.object({
  email: storableString().describe('The sign-in e-mail; not editable here'),
  firstName: storableString(),
  lastName: storableString(),
  phone: storableString().nullable(),
  business: z.boolean(),
  companyName: storableString().nullable(),
  companyId: storableString().nullable(),
  vatId: storableString().nullable(),
  consentMarketing: z.boolean(),
  kind: z.enum(accountKinds),
  /** false for shop accounts: the screen shows the data read-only and says why. */
  canEdit: z.boolean(),
  createdAt: storableString().describe('ISO date-time'),
});
export type Profile = z.infer<typeof profileSchema>;

/** PUT /api/new/accounts/me/profile (403 `forbidden` for shop accounts: head office manages their data). */
export function profileUpdateSchemaFor(shop: ShopCode) {
  return z
    .object({
      firstName: textSchema({ maxLength: 60 }),
      lastName: textSchema({ maxLength: 60 }),
      phone: phoneSchemaFor(shop),
      ...companyShapeFor(shop),
      consentMarketing: z.boolean().default(false),
    })
    .superRefine(checkCompany, evenWithFieldErrors);
}
export type ProfileUpdate = z.input<ReturnType<typeof profileUpdateSchemaFor>>;

// ── delivery addresses ──────────────────────────────────────────────────────────────────────────

export const MAX_DELIVERY_ADDRESSES = 20;

/** POST /api/new/accounts/me/addresses and PUT …/{id}: a delivery address. */
export function deliveryAddressInputSchemaFor(shop: ShopCode) {
  return z.object({
    name: textSchema({ maxLength: 120 }).describe('Name or company'),
    street: textSchema({ maxLength: 120 }).describe('Street and number'),
    city: textSchema({ maxLength: 80 }),
    postcode: postcodeSchemaFor(shop),
    phone: phoneSchemaFor(shop).optional(),
    isDefault: z
      .boolean()
      .default(false)
      .describe('Becomes the default (the previous default stops being one)'),
  });
}
export type DeliveryAddressInput = z.input<ReturnType<typeof deliveryAddressInputSchemaFor>>;

export const savedAddressSchema = z.object({
  id,
  name: storableString(),
  street: storableString(),
  city: storableString(),
  postcode: storableString(),
  phone: storableString().nullable(),
  isDefault: z.boolean(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

/** GET /api/new/accounts/me/addresses: the default first, then the newest. */
export const savedAddressesSchema = z.object({ addresses: z.array(savedAddressSchema) });
export type SavedAddresses = z.infer<typeof savedAddressesSchema>;

// ── orders overview ─────────────────────────────────────────────────────────────────────────────

/** GET /api/new/orders/mine?page=&pageSize= — the signed-in customer's orders, newest first. */
export const myOrdersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

export const myOrderSummarySchema = z.object({
  number: storableString(),
  createdAt: storableString().describe('ISO date-time'),
  status: z.enum(orderStatuses),
  paymentStatus: z.enum(paymentStatuses),
  total: moneySchema,
  itemCount: z.number().int().describe('Pieces of products (services not counted)'),
  hasInstallment: z.boolean(),
});
export type MyOrderSummary = z.infer<typeof myOrderSummarySchema>;

export const myOrdersSchema = z.object({
  items: z.array(myOrderSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type MyOrders = z.infer<typeof myOrdersSchema>;

/** GET /api/new/orders/mine/installments — installment purchases of the customer's orders. */
export const myInstallmentSchema = z.object({
  orderNumber: storableString(),
  provider: storableString(),
  count: z.number().int(),
  monthly: moneySchema,
  total: moneySchema,
  status: z.enum(['sent', 'approved', 'rejected', 'waiting_for_store']),
  createdAt: storableString(),
});
export const myInstallmentsSchema = z.object({ installments: z.array(myInstallmentSchema) });
export type MyInstallments = z.infer<typeof myInstallmentsSchema>;

/** GET /api/new/buyout/mine/ — the customer's buyouts that are not finished yet. */
export const myBuyoutSchema = z.object({
  id,
  number: storableString(),
  status: buyoutStatusSchema,
  device: storableString(),
  price: moneySchema,
  createdAt: storableString(),
});
export const myBuyoutsSchema = z.object({ buyouts: z.array(myBuyoutSchema) });
export type MyBuyouts = z.infer<typeof myBuyoutsSchema>;

// ── account summary (bff aggregate) ─────────────────────────────────────────────────────────────

/**
 * GET /api/bff/account-summary: the account's overview in one request, with the service orders of
 * issue 7. Each part is null when its api call failed, so one broken part does not blank the page.
 */
export interface AccountSummaryData {
  profile: Profile;
  recentOrders: MyOrders | null;
  buyouts: MyBuyouts | null;
  installments: MyInstallments | null;
  toReview: ProductsToReview | null;
  serviceOrders: MyServiceOrders | null;
}
