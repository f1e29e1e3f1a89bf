import type { IntlShape } from 'react-intl';
import { type CurrencyCode, fromMajor, type Locale } from 'shared-domain';
import { BUYOUT_NOTE_MAX_LENGTH } from 'shared-domain/buyout';
import {
  composeValidators,
  formatValidationMessage,
  isValidationCode,
  parseDecimal,
  type ValidationCode,
  validateMaxLength,
  validateMaxValue,
  validateNumber,
  validatePositive,
  validateRequired,
} from 'shared-domain/validation';
import { fieldErrorsOf, isApiError } from 'shared-ui';

// The re-quote form: staff type whole crowns or lei, the api takes integer minor units.

/** Far above any device we buy; keeps a typo (an extra zero or two) from becoming an offer. */
export const REQUOTE_MAX_UNITS = 1_000_000;

export interface RequoteValues {
  price: string;
  note: string;
}
export type RequoteField = keyof RequoteValues;
export type RequoteErrors = Partial<Record<RequoteField, string>>;

const validators: Record<RequoteField, (value: string) => ValidationCode | null> = {
  price: composeValidators<string>(validateRequired, validateNumber, validatePositive, (value) =>
    validateMaxValue(value, REQUOTE_MAX_UNITS),
  ),
  note: (value) => validateMaxLength(value, BUYOUT_NOTE_MAX_LENGTH),
};

const messageValues = { maxValue: REQUOTE_MAX_UNITS, maxlength: BUYOUT_NOTE_MAX_LENGTH };

function localeOf(intl: IntlShape): Locale {
  return intl.locale === 'ro-RO' ? 'ro-RO' : 'cs-CZ';
}

/** Field errors in the user's language; empty when the form may be sent. */
export function validateRequote(values: RequoteValues, intl: IntlShape): RequoteErrors {
  const errors: RequoteErrors = {};
  for (const field of Object.keys(validators) as RequoteField[]) {
    const code = validators[field](values[field]);
    if (code !== null) errors[field] = formatValidationMessage(localeOf(intl), code, messageValues);
  }
  return errors;
}

/** The body of a valid form: "4 500" Kč → 450000 minor units; an empty note is left out. */
export function requoteBody(values: RequoteValues, currency: CurrencyCode): { price: number; note?: string } {
  const units = parseDecimal(values.price);
  if (units === null) throw new Error(`Not a price: ${values.price}`);
  const note = values.note.trim();
  return { price: fromMajor(units, currency).amount, ...(note ? { note } : {}) };
}

/** The api's `errors.form.<field>` for this form; a validation code is translated, other text shown as is. */
export function requoteServerErrors(error: unknown, intl: IntlShape): RequoteErrors {
  if (!isApiError(error) || error.status !== 400) return {};
  const fields = fieldErrorsOf(error.data);
  const errors: RequoteErrors = {};
  for (const field of ['price', 'note'] as const) {
    const message = fields[field];
    if (message) {
      errors[field] = isValidationCode(message)
        ? formatValidationMessage(localeOf(intl), message, messageValues)
        : message;
    }
  }
  return errors;
}
