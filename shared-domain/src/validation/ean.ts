import { validatedString } from './validated-string.ts';
import type { ValidationCode } from './validation-code.ts';

/** GTIN check digit (EAN-8 and EAN-13): weights 3 and 1 alternate from the right, the sum ends in 0. */
export function isEanCheckDigitValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[digits.length - 1 - index]);
    sum += index % 2 === 1 ? digit * 3 : digit;
  }
  return sum % 10 === 0;
}

/** 8 or 13 digits whose last one is the check digit of the others. */
export function validateEan(value: string): ValidationCode | null {
  if (value.trim() === '') return null;
  const ean = value.trim();
  return /^(\d{8}|\d{13})$/.test(ean) && isEanCheckDigitValid(ean) ? null : 'ean';
}

export const eanSchema = validatedString(validateEan);
