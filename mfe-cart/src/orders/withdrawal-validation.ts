import type { Locale, ShopCode } from 'shared-domain';
import {
  composeValidators,
  formatValidationMessage,
  isValidationCode,
  type Validator,
  validateCzBankAccount,
  validateEmail,
  validateIban,
  validateMaxLength,
  validateRequired,
} from 'shared-domain/validation';

// The rules of withdrawalRequestSchemaFor (shared-domain contracts), checked in the browser first.
export const ACCOUNT_HOLDER_MAX_LENGTH = 100;
export const REASON_MAX_LENGTH = 1000;

export interface WithdrawalValues {
  email: string;
  bank_account: string;
  account_holder: string;
  reason: string;
}
export type WithdrawalField = keyof WithdrawalValues;
export const withdrawalFields: readonly WithdrawalField[] = [
  'email',
  'bank_account',
  'account_holder',
  'reason',
];
export type WithdrawalErrors = Partial<Record<WithdrawalField, string>>;

function validatorsFor(shop: ShopCode): Record<WithdrawalField, Validator> {
  return {
    email: composeValidators<string>(validateRequired, validateEmail),
    // The refund goes to a domestic account: Czech "19-2000145399/0800", a Romanian IBAN.
    bank_account: composeValidators<string>(
      validateRequired,
      shop === 'cz' ? validateCzBankAccount : (value) => validateIban(value, { countries: ['RO'] }),
    ),
    account_holder: composeValidators<string>(validateRequired, (value) =>
      validateMaxLength(value, ACCOUNT_HOLDER_MAX_LENGTH),
    ),
    reason: (value) => validateMaxLength(value, REASON_MAX_LENGTH),
  };
}

const params = { maxlength: ACCOUNT_HOLDER_MAX_LENGTH };

export function validateWithdrawalField(
  shop: ShopCode,
  locale: Locale,
  field: WithdrawalField,
  value: string,
): string | undefined {
  const code = validatorsFor(shop)[field](value);
  if (code === null) return undefined;
  return formatValidationMessage(
    locale,
    code,
    field === 'reason' ? { maxlength: REASON_MAX_LENGTH } : params,
  );
}

export function validateWithdrawal(
  shop: ShopCode,
  locale: Locale,
  values: WithdrawalValues,
): WithdrawalErrors {
  const errors: WithdrawalErrors = {};
  for (const field of withdrawalFields) {
    const error = validateWithdrawalField(shop, locale, field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

/** A server message is usually already in the customer's language; a bare validation code is not. */
export function translateServerMessage(locale: Locale, message: string): string {
  return isValidationCode(message) ? formatValidationMessage(locale, message, params) : message;
}
