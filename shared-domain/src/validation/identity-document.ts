import type { ShopCode } from '../shop.ts';
import { calendarDateOf, compareDates } from './calendar.ts';
import { parseDate } from './date.ts';
import { validatedString } from './validated-string.ts';
import type { ValidationCode } from './validation-code.ts';

// Identity documents a buyout needs (customer_data): the Czech občanský průkaz has 9 digits (older
// cards 6 digits + series letters), a Czech passport 8 digits; the Romanian carte de identitate is a
// 2-letter series + 6 digits ("RX 123456"), a Romanian passport 8 or 9 digits.
const documentPatterns: Record<ShopCode, readonly RegExp[]> = {
  cz: [/^\d{9}$/, /^\d{8}$/, /^\d{6}[A-Z]{2}$/, /^[A-Z]{2}\d{6}$/],
  ro: [/^[A-Z]{2}\d{6}$/, /^\d{8,9}$/],
};

export function normalizeIdentityCardNumber(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

export function validateIdentityCardNumber(value: string, shop: ShopCode): ValidationCode | null {
  const number = normalizeIdentityCardNumber(value);
  if (number === '') return null;
  return documentPatterns[shop].some((pattern) => pattern.test(number)) ? null : 'identityCard';
}

export function identityCardNumberSchemaFor(shop: ShopCode) {
  return validatedString((value) => validateIdentityCardNumber(value, shop), {
    normalize: (value) =>
      validateIdentityCardNumber(value, shop) === null ? normalizeIdentityCardNumber(value) : value,
  });
}

/** A DD.MM.YYYY date that is today or later, e.g. how long an identity document stays valid. */
export function validateDateNotInPast(value: string, today: Date = new Date()): ValidationCode | null {
  if (value.trim() === '') return null;
  const date = parseDate(value);
  if (date === null) return 'date';
  return compareDates(date, calendarDateOf(today)) < 0 ? 'dateInPast' : null;
}

export const dateNotInPastSchema = validatedString((value) => validateDateNotInPast(value));
