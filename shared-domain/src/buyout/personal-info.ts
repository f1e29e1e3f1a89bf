import type { FieldErrors } from '../contracts/errors.ts';

// The sell-online form's fields under their client names and the two mappings between them and the
// wire's groups.

export const personalInfoFields = [
  'imei',
  'serialNumber',
  'purchaseDate',
  'deviceCondition',
  'note',
  'birthNumber',
  'identityCardNumber',
  'identityReleasedBy',
  'identityValidTo',
  'titleBeforeName',
  'firstName',
  'lastName',
  'gender',
  'district',
  'street',
  'city',
  'country',
  'postcode',
  'phoneNumber',
  'nationality',
  'placeOfBirth',
  'email',
  'bankAccountNumber',
  'bankCode',
  'pickupAltAddress',
  'altDistrict',
  'altStreet',
  'altCity',
  'altPostcode',
  'altCountry',
] as const;
export type PersonalInfoField = (typeof personalInfoFields)[number];
export type PersonalInfoValues = { [F in Exclude<PersonalInfoField, 'pickupAltAddress'>]: string } & {
  pickupAltAddress: boolean;
};
/** Errors by client field; the key `form` holds errors about the whole request. */
export type PersonalInfoErrors = Partial<Record<PersonalInfoField | 'form', string[]>>;

export const buyoutErrorGroups = ['buyout_device', 'customer_data', 'pickup_address'] as const;
export type BuyoutErrorGroup = (typeof buyoutErrorGroups)[number];

/** wire field → client field, per group. */
export const wireToClientField: Record<BuyoutErrorGroup, Record<string, PersonalInfoField>> = {
  buyout_device: {
    imei: 'imei',
    serial_number: 'serialNumber',
    purchase_date: 'purchaseDate',
    condition: 'deviceCondition',
    note: 'note',
  },
  customer_data: {
    personal_identification_number: 'birthNumber',
    identity_card_number: 'identityCardNumber',
    identity_released_by: 'identityReleasedBy',
    identity_valid_to: 'identityValidTo',
    degree_before_name: 'titleBeforeName',
    first_name: 'firstName',
    last_name: 'lastName',
    gender: 'gender',
    district: 'district',
    street: 'street',
    city: 'city',
    country: 'country',
    postcode: 'postcode',
    phone_number: 'phoneNumber',
    nationality: 'nationality',
    place_of_birth: 'placeOfBirth',
    e_mail: 'email',
    bank_account_full_number: 'bankAccountNumber',
    bank_code: 'bankCode',
  },
  // The wire's pickup address drops the alt prefix: altStreet ↔ street, altCity ↔ city, altPostcode ↔
  // postcode, altCountry ↔ country; altDistrict (and altLocation, which this form does not ask for) keep
  // their names.
  pickup_address: {
    street: 'altStreet',
    city: 'altCity',
    postcode: 'altPostcode',
    country: 'altCountry',
    district: 'altDistrict',
    altDistrict: 'altDistrict',
  },
};

/**
 * A 400's grouped errors → errors by client field. Only fields with an error are kept;
 * errors of fields the form does not show (and non-field errors) are gathered under `form`.
 */
export function personalInfoErrorsOf(errors: FieldErrors | undefined): PersonalInfoErrors {
  const mapped: PersonalInfoErrors = {};
  if (!errors) return mapped;
  for (const [group, fields] of Object.entries(errors)) {
    const names = wireToClientField[group as BuyoutErrorGroup] ?? {};
    for (const [field, messages] of Object.entries(fields)) {
      if (messages.length === 0) continue;
      const target = names[field] ?? 'form';
      mapped[target] = [...(mapped[target] ?? []), ...messages];
    }
  }
  return mapped;
}

/** Send-to-email errors: e_mail → email; anything else is about the whole request. */
export function sendToEmailErrorsOf(errors: FieldErrors | undefined): { email?: string[]; form?: string[] } {
  const mapped: { email?: string[]; form?: string[] } = {};
  for (const fields of Object.values(errors ?? {})) {
    for (const [field, messages] of Object.entries(fields)) {
      if (messages.length === 0) continue;
      const target = field === 'e_mail' ? 'email' : 'form';
      mapped[target] = [...(mapped[target] ?? []), ...messages];
    }
  }
  return mapped;
}

export function emptyPersonalInfo(defaultCountryId: number): PersonalInfoValues {
  const values = Object.fromEntries(
    personalInfoFields.map((field) => [field, '']),
  ) as unknown as PersonalInfoValues;
  return {
    ...values,
    pickupAltAddress: false,
    country: String(defaultCountryId),
    altCountry: String(defaultCountryId),
  };
}

/** Wire body parts of the sell-online request from the form. Empty optional fields are left out. */
export function sellOnlineBodyOf(info: PersonalInfoValues) {
  const optional = (value: string) => (value.trim() === '' ? undefined : value);
  return {
    buyout_device: {
      imei: info.imei,
      serial_number: optional(info.serialNumber),
      purchase_date: info.purchaseDate,
      condition: info.deviceCondition,
      note: optional(info.note),
    },
    customer_data: {
      personal_identification_number: info.birthNumber,
      identity_card_number: info.identityCardNumber,
      identity_released_by: info.identityReleasedBy,
      identity_valid_to: info.identityValidTo,
      degree_before_name: optional(info.titleBeforeName),
      first_name: info.firstName,
      last_name: info.lastName,
      gender: info.gender,
      district: optional(info.district),
      street: info.street,
      city: info.city,
      country: Number(info.country),
      postcode: info.postcode,
      phone_number: info.phoneNumber,
      nationality: info.nationality,
      place_of_birth: info.placeOfBirth,
      e_mail: info.email,
      bank_account_full_number: info.bankAccountNumber,
      bank_code: optional(info.bankCode),
    },
    pickup_address: info.pickupAltAddress
      ? {
          district: optional(info.altDistrict),
          street: info.altStreet,
          city: info.altCity,
          postcode: info.altPostcode,
          country: Number(info.altCountry),
        }
      : undefined,
  };
}
