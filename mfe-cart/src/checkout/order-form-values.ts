import type { Money, OrderSubmit, ShopCode } from 'shared-domain';
import { shops } from 'shared-domain';
import { orderSubmitSchemaFor } from 'shared-domain/contracts';
import { type FormErrors, formErrorsOfIssues } from 'shared-domain/validation';
import type { CheckoutState } from '../checkout-state/checkout-slice.ts';

// The order form's values, keyed by their path in the order submit payload, so a zod issue or a
// server error lands on its field without a mapping table.

export const billingTextFields = [
  'order_billing_address.first_name',
  'order_billing_address.last_name',
  'order_billing_address.email',
  'order_billing_address.phone',
  'order_billing_address.address',
  'order_billing_address.city',
  'order_billing_address.district',
  'order_billing_address.postcode',
] as const;
export const companyFields = [
  'order_billing_address.company',
  'order_billing_address.tin',
  'order_billing_address.vatn',
] as const;
export const deliveryAddressFields = [
  'order_delivery_address.name',
  'order_delivery_address.phone',
  'order_delivery_address.address',
  'order_delivery_address.city',
  'order_delivery_address.district',
  'order_delivery_address.postcode',
] as const;
export const infoTextFields = [
  'order_info.birth_date',
  'order_info.note',
  'order_info.internal_order_number',
] as const;
export const consentFields = [
  'order_info.consent_to_terms_of_service',
  'order_info.consent_marketing',
  'order_info.consent_heureka_review',
  'order_info.subscribe_promotions_info',
  'order_info.create_account',
] as const;

export type TextFieldPath =
  | (typeof billingTextFields)[number]
  | (typeof companyFields)[number]
  | (typeof deliveryAddressFields)[number]
  | (typeof infoTextFields)[number];
export type FlagPath =
  | (typeof consentFields)[number]
  | 'order_billing_address.invoice_on_company'
  | 'different_delivery_address';

export type OrderFormValues = Record<TextFieldPath, string> & Record<FlagPath, boolean>;

export function emptyOrderForm(): OrderFormValues {
  const values = {} as OrderFormValues;
  for (const field of [...billingTextFields, ...companyFields, ...deliveryAddressFields, ...infoTextFields]) {
    values[field] = '';
  }
  // Spec issue 5 item 6: every consent and option starts unticked.
  for (const flag of [
    ...consentFields,
    'order_billing_address.invoice_on_company',
    'different_delivery_address',
  ] as const) {
    values[flag] = false;
  }
  return values;
}

export interface FieldOptions {
  /** false for a signed-in customer: "create an account" is not offered. */
  canCreateAccount: boolean;
}

/** The fields on screen, in the order shown: the first invalid one gets the focus. */
export function visibleFields(
  values: OrderFormValues,
  { canCreateAccount }: FieldOptions = { canCreateAccount: true },
): (TextFieldPath | FlagPath)[] {
  return [
    ...billingTextFields,
    'order_billing_address.invoice_on_company',
    ...(values['order_billing_address.invoice_on_company'] ? companyFields : []),
    'different_delivery_address',
    ...(values.different_delivery_address ? deliveryAddressFields : []),
    ...infoTextFields,
    ...consentFields.filter((path) => path !== 'order_info.create_account' || canCreateAccount),
  ];
}

const optional = (value: string) => (value.trim() === '' ? undefined : value);

function section<P extends string>(values: OrderFormValues, prefix: P, fields: readonly string[]) {
  const result: Record<string, string> = {};
  for (const field of fields) result[field.slice(prefix.length + 1)] = values[field as TextFieldPath];
  return result;
}

/**
 * The payload the api gets: the form plus the delivery and payment chosen on the cart page, and
 * the total the summary showed (the api orders only at that total).
 */
export function orderBodyOf(values: OrderFormValues, choice: CheckoutState, totalSeen: Money): OrderSubmit {
  const billing = section(values, 'order_billing_address', billingTextFields);
  const company = values['order_billing_address.invoice_on_company'];
  const delivery = choice.delivery;
  const ownAddress = values.different_delivery_address
    ? section(values, 'order_delivery_address', deliveryAddressFields)
    : null;
  const expressAddress =
    !ownAddress && delivery?.type === 'express' && delivery.address
      ? {
          name: `${billing.first_name} ${billing.last_name}`.trim(),
          phone: billing.phone,
          ...delivery.address,
        }
      : null;
  const deliveryAddress = ownAddress ?? expressAddress;
  return {
    type_payment: choice.payment ?? 'card',
    ...(choice.payment === 'installments' && choice.installment
      ? { installment: { code: choice.installment.code, arrange_type: choice.installment.arrangeType } }
      : {}),
    order_billing_address: {
      first_name: billing.first_name,
      last_name: billing.last_name,
      email: billing.email,
      phone: billing.phone,
      address: billing.address,
      city: billing.city,
      district: optional(billing.district),
      postcode: billing.postcode,
      invoice_on_company: company,
      company: company ? optional(values['order_billing_address.company']) : undefined,
      tin: company ? optional(values['order_billing_address.tin']) : undefined,
      vatn: company ? optional(values['order_billing_address.vatn']) : undefined,
    },
    order_info: {
      // zod's literal(true) reports a missing consent as "required".
      consent_to_terms_of_service: values['order_info.consent_to_terms_of_service'] as true,
      consent_marketing: values['order_info.consent_marketing'],
      consent_heureka_review: values['order_info.consent_heureka_review'],
      subscribe_promotions_info: values['order_info.subscribe_promotions_info'],
      create_account: values['order_info.create_account'],
      birth_date: values['order_info.birth_date'].trim(),
      note: optional(values['order_info.note']),
      internal_order_number: optional(values['order_info.internal_order_number']),
    },
    type_delivery_code: delivery?.type ?? 'courier',
    ...(delivery?.type === 'store' ? { store: delivery.storeId, timeslot: delivery.timeslot } : {}),
    ...(delivery?.type === 'pickup_point' ? { pickup_point: delivery.pickupPointId } : {}),
    ...(deliveryAddress
      ? {
          order_delivery_address: {
            name: deliveryAddress.name,
            phone: optional(deliveryAddress.phone ?? ''),
            address: deliveryAddress.address,
            city: deliveryAddress.city,
            district: optional(deliveryAddress.district ?? ''),
            postcode: deliveryAddress.postcode,
          },
        }
      : {}),
    expected_total: totalSeen,
  };
}

export type OrderCheck = { ok: true; body: OrderSubmit } | { ok: false; errors: FormErrors };

/** Checks with the api's own schema; the body sent is the original (the api normalises it again). */
export function checkOrder(
  shop: ShopCode,
  values: OrderFormValues,
  choice: CheckoutState,
  totalSeen: Money,
): OrderCheck {
  const body = orderBodyOf(values, choice, totalSeen);
  const result = orderSubmitSchemaFor(shop).safeParse(body);
  if (result.success) return { ok: true, body };
  return { ok: false, errors: formErrorsOfIssues(result.error.issues, shops[shop].locale) };
}
