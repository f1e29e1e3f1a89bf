import type { ShopCode } from 'shared-domain';
import type { MessageId } from '../messages/message-ids.ts';
import type { FlagPath, TextFieldPath } from './order-form-values.ts';

/** The company's numbers go by national names (IČO and DIČ, CUI and Cod TVA): labelled per shop. */
export type NationalFieldPath = 'order_billing_address.tin' | 'order_billing_address.vatn';

/** Each field's label, also its name in the error summary: a new field without its words fails tsc. */
export const fieldLabel: Record<Exclude<TextFieldPath | FlagPath, NationalFieldPath>, MessageId> = {
  'order_billing_address.first_name': 'checkout.field.order_billing_address.first_name',
  'order_billing_address.last_name': 'checkout.field.order_billing_address.last_name',
  'order_billing_address.email': 'checkout.field.order_billing_address.email',
  'order_billing_address.phone': 'checkout.field.order_billing_address.phone',
  'order_billing_address.address': 'checkout.field.order_billing_address.address',
  'order_billing_address.city': 'checkout.field.order_billing_address.city',
  'order_billing_address.district': 'checkout.field.order_billing_address.district',
  'order_billing_address.postcode': 'checkout.field.order_billing_address.postcode',
  'order_billing_address.invoice_on_company': 'checkout.field.order_billing_address.invoice_on_company',
  'order_billing_address.company': 'checkout.field.order_billing_address.company',
  different_delivery_address: 'checkout.field.different_delivery_address',
  'order_delivery_address.name': 'checkout.field.order_delivery_address.name',
  'order_delivery_address.phone': 'checkout.field.order_delivery_address.phone',
  'order_delivery_address.address': 'checkout.field.order_delivery_address.address',
  'order_delivery_address.city': 'checkout.field.order_delivery_address.city',
  'order_delivery_address.district': 'checkout.field.order_delivery_address.district',
  'order_delivery_address.postcode': 'checkout.field.order_delivery_address.postcode',
  'order_info.birth_date': 'checkout.field.order_info.birth_date',
  'order_info.note': 'checkout.field.order_info.note',
  'order_info.internal_order_number': 'checkout.field.order_info.internal_order_number',
  'order_info.consent_to_terms_of_service': 'checkout.field.order_info.consent_to_terms_of_service',
  'order_info.consent_marketing': 'checkout.field.order_info.consent_marketing',
  'order_info.consent_heureka_review': 'checkout.field.order_info.consent_heureka_review',
  'order_info.subscribe_promotions_info': 'checkout.field.order_info.subscribe_promotions_info',
  'order_info.create_account': 'checkout.field.order_info.create_account',
};

/** The company's numbers, labelled per shop. */
export const nationalFieldLabel: Record<NationalFieldPath, Record<ShopCode, MessageId>> = {
  'order_billing_address.tin': {
    cz: 'checkout.field.order_billing_address.tin.cz',
    ro: 'checkout.field.order_billing_address.tin.ro',
  },
  'order_billing_address.vatn': {
    cz: 'checkout.field.order_billing_address.vatn.cz',
    ro: 'checkout.field.order_billing_address.vatn.ro',
  },
};

/** Parts of the order no field on screen shows ("store", "installment", "timeslot.to"). */
export const choiceFields = [
  'store',
  'pickup_point',
  'installment',
  'timeslot',
  'type_payment',
  'type_delivery_code',
] as const;
export type ChoiceField = (typeof choiceFields)[number];

/** An error about such a part, named by it; 'other' for any other path. */
export const errorFieldLabel: Record<ChoiceField | 'other', MessageId> = {
  store: 'checkout.errorField.store',
  pickup_point: 'checkout.errorField.pickup_point',
  installment: 'checkout.errorField.installment',
  timeslot: 'checkout.errorField.timeslot',
  type_payment: 'checkout.errorField.type_payment',
  type_delivery_code: 'checkout.errorField.type_delivery_code',
  other: 'checkout.errorField.other',
};
