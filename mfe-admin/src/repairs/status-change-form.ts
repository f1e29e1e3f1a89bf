import { type CurrencyCode, fromMajor, type Locale, type ServiceStatus } from 'shared-domain';
import { serviceStatusChangeSchema } from 'shared-domain/contracts';
import {
  composeValidators,
  formatValidationMessage,
  formErrorsOfIssues,
  parseDecimal,
  type ValidationCode,
  validateMaxValue,
  validateNumber,
  validatePositive,
  validateRequired,
} from 'shared-domain/validation';
import { serverFieldErrorsOf } from '../forms/use-server-field-errors.ts';
import type { RepairStatusChange } from './repairs-api.ts';

// The form of a repair's next status. The diagnosis needs the price it found: staff type whole
// crowns or lei, the api takes integer minor units. The rest is checked with the api's own schema.

/** The technician's note, as serviceStatusChangeSchema limits it (a test keeps the two equal). */
export const REPAIR_NOTE_MAX_LENGTH = 1000;
/** Far above any repair; keeps a typo (an extra zero or two) from becoming a quote. */
export const REPAIR_QUOTE_MAX_UNITS = 1_000_000;

export interface StatusChangeValues {
  status: ServiceStatus | '';
  price: string;
  note: string;
}
export type StatusChangeField = keyof StatusChangeValues;
export type StatusChangeErrors = Partial<Record<StatusChangeField, string>>;

/** The api's names of the body's fields, by the form's. */
const bodyFieldOf: Record<StatusChangeField, string> = {
  status: 'status',
  price: 'quote_price',
  note: 'note',
};

const validatePrice = composeValidators<string>(validateRequired, validateNumber, validatePositive, (value) =>
  validateMaxValue(value, REPAIR_QUOTE_MAX_UNITS),
);

/** Only the diagnosis asks for a price and a note; other steps send the status alone. */
export function asksForQuote(status: StatusChangeValues['status']): boolean {
  return status === 'diagnosed';
}

function message(locale: Locale, code: ValidationCode): string {
  return formatValidationMessage(locale, code, { maxValue: REPAIR_QUOTE_MAX_UNITS });
}

export type StatusChangeCheck =
  | { ok: true; body: Omit<RepairStatusChange, 'number'> }
  | { ok: false; errors: StatusChangeErrors };

/** The body to send ("4 500" Kč → 450000 minor units, an empty note left out), or the fields' errors. */
export function checkStatusChange(
  values: StatusChangeValues,
  currency: CurrencyCode,
  locale: Locale,
): StatusChangeCheck {
  if (values.status === '') return { ok: false, errors: { status: message(locale, 'required') } };
  if (!asksForQuote(values.status)) return { ok: true, body: { status: values.status } };
  const priceCode = validatePrice(values.price);
  if (priceCode !== null) return { ok: false, errors: { price: message(locale, priceCode) } };
  const note = values.note.trim();
  const body = {
    status: values.status,
    quote_price: fromMajor(parseDecimal(values.price) ?? 0, currency).amount,
    ...(note ? { note } : {}),
  };
  const result = serviceStatusChangeSchema.safeParse(body);
  if (result.success) return { ok: true, body };
  return { ok: false, errors: formErrorsAtFields(formErrorsOfIssues(result.error.issues, locale)) };
}

/** Errors by the api's field names → by the form's; the ones the form has no field for are dropped. */
function formErrorsAtFields(byBodyField: Record<string, string>): StatusChangeErrors {
  const errors: StatusChangeErrors = {};
  for (const field of Object.keys(bodyFieldOf) as StatusChangeField[]) {
    const text = byBodyField[bodyFieldOf[field]];
    if (text) errors[field] = text;
  }
  return errors;
}

/** A refused change's field errors (the price the api asks for or refuses), already in the shop's language. */
export function statusChangeServerErrors(error: unknown): StatusChangeErrors {
  return formErrorsAtFields(serverFieldErrorsOf(error) ?? {});
}
