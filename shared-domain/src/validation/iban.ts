import { electronicFormatIBAN, friendlyFormatIBAN, isValidIBAN } from 'ibantools';
import { validatedString } from './validated-string.ts';
import type { ValidationCode } from './validation-code.ts';

/** "CZ6508000000192000145399": no spaces, upper case; other input is returned trimmed. */
export function normalizeIban(value: string): string {
  return electronicFormatIBAN(value.trim()) ?? value.trim();
}

/** "CZ65 0800 0000 1920 0014 5399", the way people read and type it. */
export function formatIban(value: string): string {
  return friendlyFormatIBAN(normalizeIban(value)) ?? value.trim();
}

export interface IbanOptions {
  /** ISO country codes the IBAN may belong to, e.g. ['CZ'] for payouts to Czech accounts only. */
  countries?: readonly string[];
}

/**
 * Country length and BBAN format, the mod-97 check digits and, where ibantools knows one (CZ, SK, …),
 * the national check digits of the account.
 */
export function validateIban(value: string, options: IbanOptions = {}): ValidationCode | null {
  if (value.trim() === '') return null;
  const iban = normalizeIban(value);
  if (!isValidIBAN(iban)) return 'iban';
  if (options.countries && !options.countries.includes(iban.slice(0, 2))) return 'iban';
  return null;
}

export function ibanSchemaFor(options: IbanOptions = {}) {
  return validatedString((value) => validateIban(value, options), { normalize: normalizeIban });
}

export const ibanSchema = ibanSchemaFor();
