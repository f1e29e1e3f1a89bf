import type { ShopCode } from 'shared-domain';
import type { MessageId } from '../messages/message-ids.ts';
import type { TextFieldName } from './form-fields.ts';

/** The pickup address's fields: they repeat the labels of the customer's address. */
export type PickupFieldName = 'altStreet' | 'altDistrict' | 'altCity' | 'altPostcode' | 'altCountry';
/** Fields whose label and hint differ by shop: a birth number and a bank account are national. */
export type ShopFieldName = 'birthNumber' | 'bankAccountNumber';
export type PlainFieldName = Exclude<TextFieldName, PickupFieldName | ShopFieldName>;

/** Each field's label: a new field without its words fails tsc. */
export const plainFieldLabel: Record<PlainFieldName, MessageId> = {
  imei: 'buyout.sell.field.imei',
  serialNumber: 'buyout.sell.field.serialNumber',
  purchaseDate: 'buyout.device.purchaseDate',
  deviceCondition: 'buyout.device.condition',
  note: 'buyout.sell.field.note',
  titleBeforeName: 'buyout.sell.field.titleBeforeName',
  firstName: 'buyout.sell.field.firstName',
  lastName: 'buyout.sell.field.lastName',
  gender: 'buyout.sell.field.gender',
  identityCardNumber: 'buyout.sell.field.identityCardNumber',
  identityReleasedBy: 'buyout.sell.field.identityReleasedBy',
  identityValidTo: 'buyout.sell.field.identityValidTo',
  nationality: 'buyout.sell.field.nationality',
  placeOfBirth: 'buyout.sell.field.placeOfBirth',
  email: 'buyout.sell.field.email',
  phoneNumber: 'buyout.sell.field.phoneNumber',
  street: 'buyout.sell.field.street',
  district: 'buyout.sell.field.district',
  city: 'buyout.sell.field.city',
  postcode: 'buyout.sell.field.postcode',
  country: 'buyout.sell.field.country',
  bankCode: 'buyout.sell.field.bankCode',
};

/** The national fields' labels, per shop. */
export const shopFieldLabel: Record<ShopFieldName, Record<ShopCode, MessageId>> = {
  birthNumber: { cz: 'buyout.sell.field.birthNumber.cz', ro: 'buyout.sell.field.birthNumber.ro' },
  bankAccountNumber: {
    cz: 'buyout.sell.field.bankAccountNumber.cz',
    ro: 'buyout.sell.field.bankAccountNumber.ro',
  },
};

/** The birth number's hint (its national format), per shop. */
export const birthNumberHint: Record<ShopCode, MessageId> = {
  cz: 'buyout.sell.hint.birthNumber.cz',
  ro: 'buyout.sell.hint.birthNumber.ro',
};
