import { z } from 'zod';
import type { ShopCode } from '../shop.ts';
import { czBankAccountSchema } from '../validation/cz-bank-account.ts';
import { emailSchema } from '../validation/email.ts';
import { ibanSchemaFor } from '../validation/iban.ts';
import { textSchema } from '../validation/length.ts';
import { storableString } from '../validation/storable-string.ts';
import { deliveryTypes, paymentTypes } from './checkout.ts';
import { moneySchema } from './money.ts';

// Wire shapes of an order's status page, its installment overview and the contract withdrawal
// (14 days, spec issue 5 item 8).

export const orderStatuses = ['new', 'paid', 'picking', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export const paymentStatuses = ['paid', 'not_paid', 'pending'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
export const deliveryStatuses = [
  'preparing',
  'ready_for_pickup',
  'in_transit',
  'delivered',
  'returned',
] as const;

/** Orders are numbered per shop: "CZ26000123", "RO26000045". */
export const orderNumberPattern = /^(CZ|RO)\d{8}$/;

/** GET /api/new/orders/status?number=&email= — or ?number=&token= from an e-mail link. */
export const orderLookupQuerySchema = z.union([
  z.object({ number: storableString().trim().max(20), email: emailSchema }),
  z.object({ number: storableString().trim().max(20), token: storableString().trim().min(16).max(100) }),
]);

export const orderItemSchema = z.object({
  code: storableString().describe('Product code (EAN)'),
  product: storableString(),
  productSeoName: storableString().nullable().describe('null for a service line'),
  kind: z.enum([
    'product',
    'insurance',
    'warranty',
    'screen_protection',
    'gluing',
    'buyout_bonus',
    'discount',
  ]),
  quantity: z.number().int(),
  unitPrice: moneySchema,
  /** Charged for the line after discounts and bonuses. */
  finalPrice: moneySchema,
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderAddressSchema = z.object({
  name: storableString(),
  company: storableString().nullable(),
  street: storableString(),
  city: storableString(),
  postcode: storableString(),
});

export const orderDetailSchema = z.object({
  number: storableString(),
  createdAt: storableString().describe('ISO date-time'),
  status: z.enum(orderStatuses),
  paymentStatus: z.enum(paymentStatuses),
  paymentType: z.enum(paymentTypes),
  paidAt: storableString().nullable(),
  deliveryType: z.enum(deliveryTypes),
  deliveryPlace: storableString().nullable().describe('Store or pickup point name'),
  deliveryNumber: storableString().nullable().describe("Carrier's parcel number once handed over"),
  deliveryStatus: z.enum(deliveryStatuses),
  /** Store pickup: the start of the chosen window, or 30 minutes of opening hours after ordering. */
  pickupReadyFrom: storableString()
    .nullable()
    .describe("Store pickup: ISO date-time with the shop's offset it can be collected from; else null"),
  customerName: storableString(),
  company: storableString().nullable(),
  billingAddress: orderAddressSchema,
  deliveryAddress: orderAddressSchema.nullable(),
  items: z.array(orderItemSchema),
  totals: z.object({ total: moneySchema, vat: moneySchema, delivery: moneySchema, discounts: moneySchema }),
  invoiceUrl: storableString().nullable(),
  creditNoteUrl: storableString().nullable(),
  hasInstallment: z.boolean(),
  /** The last day a contract withdrawal can be sent (14 days after delivery, or after ordering). */
  withdrawalUntil: storableString().nullable().describe('ISO date; null when withdrawn or cancelled'),
  withdrawn: z.boolean(),
  /** Card payments not yet paid can be tried again from the status page. */
  canRetryPayment: z.boolean(),
  accessToken: storableString(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** GET /api/new/orders/{number}/installment?token= — the installment overview. */
export const installmentOverviewSchema = z.object({
  provider: storableString(),
  testMode: z.boolean(),
  barem: storableString(),
  count: z.number().int(),
  apr: z.number(),
  monthly: moneySchema,
  total: moneySchema,
  financed: moneySchema,
  arrangeType: z.enum(['on-store', 'online']),
  status: z.enum(['sent', 'approved', 'rejected', 'waiting_for_store']),
  schedule: z.array(z.object({ dueDate: storableString(), amount: moneySchema })),
});
export type InstallmentOverview = z.infer<typeof installmentOverviewSchema>;

/** POST /api/new/orders/{number}/withdrawal — contract withdrawal within 14 days. */
export function withdrawalRequestSchemaFor(shop: ShopCode) {
  return z.object({
    token: storableString().trim().min(16).max(100),
    email: emailSchema,
    reason: storableString().trim().max(1000).optional(),
    bank_account: shop === 'cz' ? czBankAccountSchema : ibanSchemaFor({ countries: ['RO'] }),
    account_holder: textSchema({ maxLength: 100 }),
  });
}
export type WithdrawalRequest = z.input<ReturnType<typeof withdrawalRequestSchemaFor>>;
export const withdrawalResultSchema = z.object({ number: storableString().describe('Withdrawal number') });

/** Payment retry of a card order: POST /api/new/orders/{number}/payment?token= */
export const paymentRedirectSchema = z.object({ paymentUrl: storableString() });
