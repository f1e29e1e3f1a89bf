import type { ChangeEvent } from 'react';
import type { ShopCode } from 'shared-domain';
import type { PersonalInfoErrors, PersonalInfoField } from 'shared-domain/buyout';

/** Every field of the form but the pickup checkbox holds text. */
export type TextFieldName = Exclude<PersonalInfoField, 'pickupAltAddress'>;

/** What a section spreads onto one TextField / SelectField. */
export interface FieldBinding {
  id: string;
  name: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
}
export type Bind = (field: TextFieldName) => FieldBinding;

const deviceFields: TextFieldName[] = ['imei', 'serialNumber', 'purchaseDate', 'deviceCondition', 'note'];
const personalFields: TextFieldName[] = [
  'titleBeforeName',
  'firstName',
  'lastName',
  'gender',
  'birthNumber',
  'identityCardNumber',
  'identityReleasedBy',
  'identityValidTo',
  'nationality',
  'placeOfBirth',
];
const contactFields: TextFieldName[] = ['email', 'phoneNumber'];
const addressFields: TextFieldName[] = ['street', 'district', 'city', 'postcode', 'country'];
const pickupFields: TextFieldName[] = ['altStreet', 'altDistrict', 'altCity', 'altPostcode', 'altCountry'];

/** The fields on screen, in the order they are shown (and the error summary lists them). */
export function visibleFields(shop: ShopCode, pickupAltAddress: boolean): TextFieldName[] {
  const payout: TextFieldName[] = shop === 'cz' ? ['bankAccountNumber', 'bankCode'] : ['bankAccountNumber'];
  return [
    ...deviceFields,
    ...personalFields,
    ...contactFields,
    ...addressFields,
    ...payout,
    ...(pickupAltAddress ? pickupFields : []),
  ];
}

/** Errors no visible field can show (the request as a whole, or a field of another shop): the form's top. */
export function errorsWithoutField(fields: readonly TextFieldName[], errors: PersonalInfoErrors): string[] {
  const shown = new Set<string>(fields);
  return Object.entries(errors)
    .filter(([field]) => !shown.has(field))
    .flatMap(([, messages]) => messages ?? []);
}
