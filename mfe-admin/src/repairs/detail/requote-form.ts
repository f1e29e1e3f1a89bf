import { type CurrencyCode, fromMajor, type Locale } from 'shared-domain';
import { serviceRequoteSchema } from 'shared-domain/contracts/staff.ts';
import {
  composeValidators,
  formatValidationMessage,
  formErrorsOfIssues,
  parseDecimal,
  validateMaxValue,
  validateNumber,
  validatePositive,
  validateRequired,
} from 'shared-domain/validation';
import { serverFieldErrorsOf } from '../../forms/use-server-field-errors.ts';
import { REPAIR_QUOTE_MAX_UNITS } from '../status-change-form.ts';

// The re-quote: a new price (whole crowns or lei typed, minor units sent) and the technician's
// note, which the customer reads in the e-mail; both required, checked with the api's schema.

export interface RequoteValues {
  price: string;
  note: string;
}
export type RequoteErrors = Partial<Record<keyof RequoteValues, string>>;

const validatePrice = composeValidators<string>(validateRequired, validateNumber, validatePositive, (value) =>
  validateMaxValue(value, REPAIR_QUOTE_MAX_UNITS),
);

export type RequoteCheck =
  | { ok: true; body: { quote_price: number; note: string } }
  | { ok: false; errors: RequoteErrors };

export function checkRequote(values: RequoteValues, currency: CurrencyCode, locale: Locale): RequoteCheck {
  const errors: RequoteErrors = {};
  const priceCode = validatePrice(values.price);
  if (priceCode !== null)
    errors.price = formatValidationMessage(locale, priceCode, { maxValue: REPAIR_QUOTE_MAX_UNITS });
  const note = values.note.trim();
  if (!note) errors.note = formatValidationMessage(locale, 'required');
  if (errors.price || errors.note) return { ok: false, errors };
  const body = { quote_price: fromMajor(parseDecimal(values.price) ?? 0, currency).amount, note };
  const result = serviceRequoteSchema.safeParse(body);
  if (result.success) return { ok: true, body };
  return { ok: false, errors: fieldsOf(formErrorsOfIssues(result.error.issues, locale)) };
}

function fieldsOf(byBodyField: Record<string, string>): RequoteErrors {
  return { price: byBodyField.quote_price, note: byBodyField.note };
}

/** A refused re-quote's field errors, already in the shop's language. */
export function requoteServerErrors(error: unknown): RequoteErrors {
  return fieldsOf(serverFieldErrorsOf(error) ?? {});
}
