import { validatedString } from './validated-string.ts';
import type { ValidationCode } from './validation-code.ts';

/** Spaces and dashes are how IMEIs are printed on boxes and shown in phone settings; they carry no meaning. */
export function normalizeImei(value: string): string {
  const compact = value.replace(/[\s-]/g, '');
  return /^\d{15}$/.test(compact) ? compact : value.trim();
}

export function isLuhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[digits.length - 1 - index]);
    const weighted = index % 2 === 1 ? digit * 2 : digit;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return sum % 10 === 0;
}

/** 15 digits whose last one is the Luhn check digit of the first 14. */
export function validateImei(value: string): ValidationCode | null {
  if (value.trim() === '') return null;
  const imei = normalizeImei(value);
  return /^\d{15}$/.test(imei) && isLuhnValid(imei) ? null : 'imei';
}

export const imeiSchema = validatedString(validateImei, { normalize: normalizeImei });
