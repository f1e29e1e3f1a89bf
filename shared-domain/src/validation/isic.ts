import { validatedString } from './validated-string.ts';
import type { ValidationCode } from './validation-code.ts';

// ISIC card numbers (student cards giving a discount in the cart): a card-type letter (S student,
// T teacher, Y youth), 12 digits (the first three the country, 420 Czechia, 642 Romania) and a check
// letter, printed "S 420 123 456 789 A".
const isicPattern = /^[STY]\d{12}[A-Z]$/;

export function normalizeIsic(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

export function validateIsic(value: string): ValidationCode | null {
  const number = normalizeIsic(value);
  if (number === '') return null;
  return isicPattern.test(number) ? null : 'isicCard';
}

export const isicCardNumberSchema = validatedString(validateIsic, { normalize: normalizeIsic });
