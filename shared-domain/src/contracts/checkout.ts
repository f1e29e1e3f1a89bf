import { z } from 'zod';
import type { ShopCode } from '../shop.ts';
import { companyIdSchemaFor, vatIdSchemaFor } from '../validation/company-id.ts';
import { dateSchema } from '../validation/date.ts';
import { emailSchema } from '../validation/email.ts';
import { textSchema } from '../validation/length.ts';
import { phoneSchemaFor } from '../validation/phone.ts';
import { postcodeSchemaFor } from '../validation/postcode.ts';
import { storableString } from '../validation/storable-string.ts';
import type { ValidationCode } from '../validation/validation-code.ts';
import { type Cart, cartTotalsSchema } from './cart.ts';
import { moneySchema } from './money.ts';
import { openingHoursSchema } from './stores.ts';

// Wire shapes of delivery, payment, the summary and finishing an order. The order payload keeps the
// spec's snake_case names.

const id = z.number().int().positive().max(2_147_483_647);

export const deliveryTypes = ['store', 'pickup_point', 'courier', 'express'] as const;
export type DeliveryType = (typeof deliveryTypes)[number];
export const paymentTypes = [
  'card',
  'google_pay',
  'apple_pay',
  'cash_on_delivery',
  'cash_in_store',
  'installments',
  'twisto',
] as const;
export type PaymentType = (typeof paymentTypes)[number];

/** A pickup window in a store; `to` is always after `from`. ISO date-times. */
export const timeslotSchema = z
  .object({ from: z.iso.datetime({ offset: true }), to: z.iso.datetime({ offset: true }) })
  .refine((slot) => Date.parse(slot.to) > Date.parse(slot.from), {
    message: 'endAfterStart' satisfies ValidationCode,
    path: ['to'],
  });
export type Timeslot = z.infer<typeof timeslotSchema>;

export const pickupStoreSchema = z.object({
  id,
  seoName: storableString(),
  name: storableString(),
  street: storableString(),
  city: storableString(),
  postcode: storableString(),
  openingHours: z.array(openingHoursSchema),
  /** Every cart piece is in this store: reservation ready within 30 minutes. */
  allInStock: z.boolean(),
  readyInMinutes: z.number().int().nullable().describe('30 when allInStock, else null (shipped in)'),
  timeslots: z.array(timeslotSchema).describe('Pick-up windows of the next days, within opening hours'),
});
export type PickupStore = z.infer<typeof pickupStoreSchema>;

export const deliveryMethodSchema = z.object({
  type: z.enum(deliveryTypes),
  name: storableString(),
  carrier: storableString().describe('Carrier or network, e.g. "Zásilkovna", "PPL", "Liftago"'),
  description: storableString(),
  price: moneySchema,
  available: z.boolean(),
  unavailableReason: storableString().nullable(),
});
export type DeliveryMethod = z.infer<typeof deliveryMethodSchema>;

/** GET /api/new/checkout/deliveries */
export const deliveriesSchema = z.object({
  methods: z.array(deliveryMethodSchema),
  stores: z.array(pickupStoreSchema),
  testMode: z.boolean().describe('Carrier adapters run in built-in test mode'),
});
export type Deliveries = z.infer<typeof deliveriesSchema>;

/** GET /api/new/checkout/dispensing-places?search=&limit=: the dispensing places. */
export const dispensingPlacesQuerySchema = z.object({
  search: storableString().trim().max(100).default(''),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export const dispensingPlaceSchema = z.object({
  id,
  code: storableString(),
  network: storableString(),
  name: storableString(),
  street: storableString(),
  city: storableString(),
  postcode: storableString(),
  latitude: z.number(),
  longitude: z.number(),
  openingHours: z.array(openingHoursSchema),
  /** Full or out of service: cannot be chosen now. */
  available: z.boolean(),
});
export type DispensingPlace = z.infer<typeof dispensingPlaceSchema>;
export const dispensingPlacesSchema = z.object({ places: z.array(dispensingPlaceSchema) });

function addressSchemaFor(shop: ShopCode) {
  return z.object({
    address: textSchema({ maxLength: 120 }).describe('Street and number'),
    city: textSchema({ maxLength: 80 }),
    district: storableString().trim().max(80).optional().describe('Romanian județ or Czech city district'),
    postcode: postcodeSchemaFor(shop),
  });
}

/** POST /api/new/checkout/liftago-check: can a same-day courier reach the address today? */
export function liftagoCheckSchemaFor(shop: ShopCode) {
  return z.object({
    store_seo_name: storableString().trim().max(120).optional(),
    delivery_address: addressSchemaFor(shop),
  });
}
export const liftagoCheckResultSchema = z.object({
  available: z.literal(true),
  price: moneySchema,
  etaMinutes: z.number().int(),
  testMode: z.boolean(),
});

export const paymentMethodSchema = z.object({
  type: z.enum(paymentTypes),
  name: storableString(),
  description: storableString(),
  fee: moneySchema,
  available: z.boolean(),
  unavailableReason: storableString().nullable(),
  testMode: z.boolean(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** GET /api/new/checkout/payments?delivery=: the payment methods that go with a delivery. */
export const paymentsQuerySchema = z.object({ delivery: z.enum(deliveryTypes).optional() });
export const paymentsSchema = z.object({ methods: z.array(paymentMethodSchema) });
export type Payments = z.infer<typeof paymentsSchema>;

/** One financing option (barem, type, count, monthly price, APR). */
export const installmentOfferSchema = z.object({
  code: storableString(),
  barem: storableString().describe("The installment company's price-list name"),
  type: storableString().describe('e.g. "Zero interest", "Standard"'),
  count: z.number().int().positive(),
  monthly: moneySchema,
  apr: z.number().min(0),
  total: moneySchema,
  provider: storableString(),
  testMode: z.boolean(),
  /** Paid up front when the price list asks for one (installment admin); absent otherwise. */
  downPayment: moneySchema.optional(),
});
export type InstallmentOffer = z.infer<typeof installmentOfferSchema>;
/** GET /api/new/checkout/installments/best-options: best options for the cart's total. */
export const installmentBestOptionsSchema = z.object({ options: z.array(installmentOfferSchema) });

/** GET /api/new/checkout/summary?delivery=&payment=: the cart's totals with a delivery and payment. */
export const summaryQuerySchema = z.object({
  delivery: z.enum(deliveryTypes).optional(),
  payment: z.enum(paymentTypes).optional(),
});
export const summarySchema = cartTotalsSchema;

/** GET /api/bff/cart-page?delivery=&payment=: the cart page in one request (issue 5 item 9). */
export interface CartPageData {
  cart: Cart;
  deliveries: Deliveries;
  payments: Payments;
  summary: z.infer<typeof summarySchema>;
}

// ── finish order ───────────────────────────────────────────────────────────────────────────────

export function billingAddressSchemaFor(shop: ShopCode) {
  return z
    .object({
      first_name: textSchema({ maxLength: 60 }),
      last_name: textSchema({ maxLength: 60 }),
      email: emailSchema,
      phone: phoneSchemaFor(shop),
      invoice_on_company: z.boolean().default(false),
      company: storableString().trim().max(120).optional(),
      tin: companyIdSchemaFor(shop),
      vatn: vatIdSchemaFor(shop),
    })
    .extend(addressSchemaFor(shop).shape)
    .superRefine((billing, ctx) => {
      if (!billing.invoice_on_company) return;
      if (!billing.company) ctx.addIssue({ code: 'custom', message: 'required', path: ['company'] });
      if (!billing.tin) ctx.addIssue({ code: 'custom', message: 'required', path: ['tin'] });
    });
}

export function deliveryAddressSchemaFor(shop: ShopCode) {
  return z
    .object({
      name: textSchema({ maxLength: 120 }).describe('Name or company'),
      phone: phoneSchemaFor(shop).optional(),
    })
    .extend(addressSchemaFor(shop).shape);
}

export const orderInfoSchema = z.object({
  consent_to_terms_of_service: z.literal(true, { error: 'required' }),
  consent_marketing: z.boolean().default(false),
  consent_heureka_review: z.boolean().default(false),
  subscribe_promotions_info: z.boolean().default(false),
  create_account: z.boolean().default(false),
  birth_date: z
    .union([dateSchema, z.literal('')])
    .optional()
    .describe('DD.MM.YYYY'),
  note: storableString().trim().max(500).optional(),
  internal_order_number: storableString().trim().max(40).optional(),
});

/** POST /api/new/orders: finish order. Send an Idempotency-Key. */
export function orderSubmitSchemaFor(shop: ShopCode) {
  return z
    .object({
      type_payment: z.enum(paymentTypes),
      payment_company: storableString()
        .trim()
        .max(60)
        .optional()
        .describe('Installment company, when paying so'),
      installment: z
        .object({ code: storableString().min(1).max(40), arrange_type: z.enum(['on-store', 'online']) })
        .optional(),
      order_billing_address: billingAddressSchemaFor(shop),
      order_info: orderInfoSchema,
      token: storableString().max(200).optional().describe('Wallet payment token (Google Pay / Apple Pay)'),
      type_delivery_code: z.enum(deliveryTypes),
      store: id.optional().describe('Pickup store (delivery "store")'),
      pickup_point: id.optional().describe('Dispensing place (delivery "pickup_point")'),
      timeslot: timeslotSchema.optional(),
      order_delivery_address: deliveryAddressSchemaFor(shop).optional(),
      transaction_id: storableString().max(100).optional(),
      expected_total: moneySchema.describe(
        'The total the customer saw in the summary: another total is refused (409 `total_changed`)',
      ),
    })
    .superRefine((order, ctx) => {
      const need = (ok: boolean, path: string) =>
        ok || ctx.addIssue({ code: 'custom', message: 'required', path: [path] });
      if (order.type_delivery_code === 'store') need(order.store !== undefined, 'store');
      if (order.type_delivery_code === 'pickup_point') need(order.pickup_point !== undefined, 'pickup_point');
      if (order.type_payment === 'installments') need(order.installment !== undefined, 'installment');
    });
}
export type OrderSubmit = z.input<ReturnType<typeof orderSubmitSchemaFor>>;

/** 201 of POST /api/new/orders. Location: the thank-you page. */
export const orderCreatedSchema = z.object({
  number: storableString(),
  /** Opens the order's status, invoice and payment pages without an account. */
  accessToken: storableString(),
  total: moneySchema,
  paymentStatus: z.enum(['paid', 'not_paid', 'pending']),
  /** Card: the gateway's hosted page to send the browser to; null when nothing is to be paid online now. */
  paymentUrl: storableString().nullable(),
  thankYouUrl: storableString(),
});
export type OrderCreated = z.infer<typeof orderCreatedSchema>;
