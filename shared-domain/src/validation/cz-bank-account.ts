import { composeIBAN } from 'ibantools';
import { isCzBankCode } from './cz-bank-codes.ts';
import { optionalValidatedString, validatedString } from './validated-string.ts';
import type { ValidationCode } from './validation-code.ts';

// Czech domestic account "prefix-number/bank" (ČNB decree 169/2011). Prefix and number each carry a
// weighted mod-11 check. The decree also demands two non-zero digits: mod 11 already rules out exactly
// one (11 is prime and every weight is below 11), so only an all-zero number needs an explicit check. An
// all-zero prefix is how the long form "000000-…" writes "no prefix".
const WEIGHTS = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1];

export interface CzBankAccount {
  /** '' when the account has no prefix. */
  prefix: string;
  number: string;
  bankCode: string;
}

function passesMod11(digits: string): boolean {
  const weights = WEIGHTS.slice(WEIGHTS.length - digits.length);
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) sum += Number(digits[index]) * weights[index];
  return sum % 11 === 0;
}

/** The optional prefix (předčíslí): up to 6 digits; empty passes because most accounts have none. */
export function validateAccountPrefix(value: string): ValidationCode | null {
  const prefix = value.trim();
  if (prefix === '') return null;
  return /^\d{1,6}$/.test(prefix) && passesMod11(prefix) ? null : 'prefix';
}

/** The account number proper: 2 to 10 digits. */
export function validateAccountNumber(value: string): ValidationCode | null {
  const number = value.trim();
  if (number === '') return null;
  return /^\d{2,10}$/.test(number) && /[1-9]/.test(number) && passesMod11(number)
    ? null
    : 'bankAccountNumber';
}

/** A four-digit code from the ČNB list. */
export function validateBankCode(value: string): ValidationCode | null {
  const code = value.trim();
  if (code === '') return null;
  return /^\d{4}$/.test(code) && isCzBankCode(code) ? null : 'bankCode';
}

/** Splits "19-2000145399/0800" (spaces tolerated) without checking the digits. */
export function parseCzBankAccount(value: string): CzBankAccount | null {
  const match = /^(?:(\d{1,6})-)?(\d{2,10})\/(\d{4})$/.exec(value.replace(/\s/g, ''));
  if (!match) return null;
  const [, prefix = '', number, bankCode] = match;
  return { prefix, number, bankCode };
}

/** The whole account written as one string; reports the part that is wrong. */
export function validateCzBankAccount(value: string): ValidationCode | null {
  if (value.trim() === '') return null;
  const account = parseCzBankAccount(value);
  if (account === null) return 'bankAccountNumber';
  return (
    validateAccountPrefix(account.prefix) ??
    validateAccountNumber(account.number) ??
    validateBankCode(account.bankCode)
  );
}

/** Canonical "prefix-number/bank" without leading zeros, as banks print it; other input is returned trimmed. */
export function normalizeCzBankAccount(value: string): string {
  const account = parseCzBankAccount(value);
  if (account === null || validateCzBankAccount(value) !== null) return value.trim();
  const number = account.number.replace(/^0+(?=\d{2})/, '');
  const prefix = account.prefix.replace(/^0+/, '');
  return `${prefix === '' ? '' : `${prefix}-`}${number}/${account.bankCode}`;
}

/** The IBAN of a valid Czech account (payments abroad and SEPA need it), or null. */
export function czBankAccountToIban(value: string): string | null {
  const account = parseCzBankAccount(value);
  if (account === null || validateCzBankAccount(value) !== null) return null;
  const bban = `${account.bankCode}${account.prefix.padStart(6, '0')}${account.number.padStart(10, '0')}`;
  return composeIBAN({ countryCode: 'CZ', bban });
}

export const accountPrefixSchema = optionalValidatedString(validateAccountPrefix);
export const accountNumberSchema = validatedString(validateAccountNumber);
export const bankCodeSchema = validatedString(validateBankCode);
export const czBankAccountSchema = validatedString(validateCzBankAccount, {
  normalize: normalizeCzBankAccount,
});
