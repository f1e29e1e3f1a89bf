import { type DeliveryAddressInput, type SavedAddress, type ShopCode, shops } from 'shared-domain';
import { deliveryAddressInputSchemaFor } from 'shared-domain/contracts';
import { type FormErrors, formErrorsOfIssues } from 'shared-domain/validation';

export interface AddressFormValues {
  name: string;
  street: string;
  city: string;
  postcode: string;
  phone: string;
  isDefault: boolean;
}

export const addressTextFields = ['name', 'street', 'city', 'postcode', 'phone'] as const;
export type AddressTextField = (typeof addressTextFields)[number];

export function addressFormValuesOf(
  address: SavedAddress | undefined,
  isDefault: boolean,
): AddressFormValues {
  return {
    name: address?.name ?? '',
    street: address?.street ?? '',
    city: address?.city ?? '',
    postcode: address?.postcode ?? '',
    phone: address?.phone ?? '',
    isDefault: address?.isDefault ?? isDefault,
  };
}

export type AddressCheck = { ok: true; address: DeliveryAddressInput } | { ok: false; errors: FormErrors };

/** The api's schema, postcode and phone per shop; an empty phone is left out, as it is optional. */
export function checkAddressForm(values: AddressFormValues, shop: ShopCode): AddressCheck {
  const phone = values.phone.trim() === '' ? undefined : values.phone;
  const result = deliveryAddressInputSchemaFor(shop).safeParse({ ...values, phone });
  if (result.success) return { ok: true, address: result.data };
  return { ok: false, errors: formErrorsOfIssues(result.error.issues, shops[shop].locale) };
}
