import type { ShopCode } from '../shop.ts';
import { validatedString } from './validated-string.ts';
import type { ValidationCode } from './validation-code.ts';

// Czech PSČ run from 100 00 to 799 99 (the first digit is the region, 1–7); Romanian codes are six digits,
// Bucharest's starting with 0.
const czPostcode = /^([1-7]\d{2})[ \u00a0]?(\d{2})$/;
const roPostcode = /^\d{6}$/;

export function validateCzPostcode(value: string): ValidationCode | null {
  const postcode = value.trim();
  if (postcode === '') return null;
  return czPostcode.test(postcode) ? null : 'postcode';
}

export function validateRoPostcode(value: string): ValidationCode | null {
  const postcode = value.trim();
  if (postcode === '') return null;
  return roPostcode.test(postcode) ? null : 'postcode';
}

/** "11000" → "110 00", the form printed on Czech mail; other input is returned trimmed. */
export function normalizeCzPostcode(value: string): string {
  const match = czPostcode.exec(value.trim());
  return match ? `${match[1]} ${match[2]}` : value.trim();
}

export function validatePostcode(value: string, shop: ShopCode): ValidationCode | null {
  return shop === 'cz' ? validateCzPostcode(value) : validateRoPostcode(value);
}

export function normalizePostcode(value: string, shop: ShopCode): string {
  return shop === 'cz' ? normalizeCzPostcode(value) : value.trim();
}

export const czPostcodeSchema = validatedString(validateCzPostcode, { normalize: normalizeCzPostcode });
export const roPostcodeSchema = validatedString(validateRoPostcode);

export function postcodeSchemaFor(shop: ShopCode) {
  return shop === 'cz' ? czPostcodeSchema : roPostcodeSchema;
}
