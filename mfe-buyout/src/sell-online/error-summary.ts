import type { IntlShape } from 'react-intl';
import type { ShopCode } from 'shared-domain';
import type { PersonalInfoErrors } from 'shared-domain/buyout';
import type { FormErrorItem } from 'shared-ui';
import type { MessageId } from '../messages/message-ids.ts';
import {
  type PickupFieldName,
  type PlainFieldName,
  plainFieldLabel,
  shopFieldLabel,
} from './field-labels.ts';
import { errorsWithoutField, type TextFieldName } from './form-fields.ts';

/** The errors of one refused submit, kept until the next one so the summary does not shrink under the reader. */
export interface RefusedSubmit {
  /** Grows with each refused submit: the summary is remounted and takes the focus again. */
  attempt: number;
  errors: PersonalInfoErrors;
  consentMissing: boolean;
}

const pickupFields: Record<PickupFieldName, PlainFieldName> = {
  altStreet: 'street',
  altDistrict: 'district',
  altCity: 'city',
  altPostcode: 'postcode',
  altCountry: 'country',
};

/** The field's visible label, so a summary item says which field it is about. */
export function fieldLabel(intl: IntlShape, shop: ShopCode, field: TextFieldName): string {
  const t = (id: MessageId) => intl.formatMessage({ id });
  if (field === 'birthNumber' || field === 'bankAccountNumber') return t(shopFieldLabel[field][shop]);
  // The pickup address repeats the address labels: name its group so "Město" is not ambiguous.
  if (isPickupField(field)) {
    return `${t(plainFieldLabel[pickupFields[field]])} (${t('buyout.sell.pickup.legend')})`;
  }
  return t(plainFieldLabel[field]);
}

function isPickupField(field: TextFieldName): field is PickupFieldName {
  return field in pickupFields;
}

interface SummaryParts {
  refused: RefusedSubmit;
  fields: readonly TextFieldName[];
  labelOf: (field: TextFieldName) => string;
  idOf: (field: TextFieldName) => string;
  consent: { id: string; message: string };
}

/** One linked "Label: message" item per field in the form's order, the consent, then errors no field shows. */
export function summaryItemsOf({ refused, fields, labelOf, idOf, consent }: SummaryParts): FormErrorItem[] {
  const atFields = fields
    .filter((field) => (refused.errors[field]?.length ?? 0) > 0)
    .map((field) => ({ fieldId: idOf(field), message: `${labelOf(field)}: ${refused.errors[field]![0]}` }));
  const consentItem = refused.consentMissing ? [{ fieldId: consent.id, message: consent.message }] : [];
  // Errors of the pickup address once it is unticked again no longer concern the customer.
  const shownOrAboutTheForm = Object.fromEntries(
    Object.entries(refused.errors).filter(
      ([field]) => !(field in pickupFields) || fields.includes(field as TextFieldName),
    ),
  );
  const elsewhere = [...new Set(errorsWithoutField(fields, shownOrAboutTheForm))].map((message) => ({
    message,
  }));
  return [...atFields, ...consentItem, ...elsewhere];
}
