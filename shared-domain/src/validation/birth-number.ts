import { type CalendarDate, isInFuture, isRealDate } from './calendar.ts';
import { validatedString } from './validated-string.ts';
import type { ValidationCode } from './validation-code.ts';

// Czech birth number (rodné číslo), hand-written: stdnum 1.12 `cz/rc` accepts month codes such as 41 and
// the +20 month offset before 2004, both of which no real birth number carries.

export interface BirthNumber {
  birthDate: CalendarDate;
  sex: 'male' | 'female';
  /** Canonical form "YYMMDD/XXXX" (or "YYMMDD/XXX" for the old nine-digit numbers). */
  formatted: string;
}

const shape = /^(\d{2})(\d{2})(\d{2})\/?(\d{3,4})$/;

// Ten-digit numbers exist since 1954; a nine-digit one therefore means a birth before 1954.
const TEN_DIGITS_SINCE = 1954;
// The +20 / +70 month offsets were introduced in 2004 for days that ran out of serial numbers.
const EXTRA_MONTH_OFFSET_SINCE = 2004;
// Until 1985 a remainder of 10 was written as check digit 0 (about a thousand such numbers exist).
const REMAINDER_TEN_UNTIL = 1985;

function decodeMonth(code: number, year: number): { month: number; sex: 'male' | 'female' } | null {
  const offsets =
    year >= EXTRA_MONTH_OFFSET_SINCE
      ? [
          [0, 'male'],
          [20, 'male'],
          [50, 'female'],
          [70, 'female'],
        ]
      : [
          [0, 'male'],
          [50, 'female'],
        ];
  for (const [offset, sex] of offsets as [number, 'male' | 'female'][]) {
    const month = code - offset;
    if (month >= 1 && month <= 12) return { month, sex };
  }
  return null;
}

function hasValidCheckDigit(digits: string, year: number): boolean {
  if (Number(digits) % 11 === 0) return true;
  const remainder = Number(digits.slice(0, 9)) % 11;
  return remainder === 10 && digits[9] === '0' && year < REMAINDER_TEN_UNTIL;
}

/** Decodes a birth number, or null when it is not one. `today` bounds the birth date (no future births). */
export function parseBirthNumber(value: string, today: Date = new Date()): BirthNumber | null {
  const match = shape.exec(value.trim());
  if (!match) return null;
  const [, yy, mm, dd, serial] = match;
  const tenDigits = serial.length === 4;
  // A nine-digit number with a year from 54 on is a ten-digit one with a digit missing, not a birth in
  // the 1850s, so nine digits always mean the 1900s.
  const century = tenDigits && Number(yy) < TEN_DIGITS_SINCE % 100 ? 2000 : 1900;
  const year = century + Number(yy);
  if (!tenDigits && year >= TEN_DIGITS_SINCE) return null;
  const decoded = decodeMonth(Number(mm), year);
  if (decoded === null) return null;
  const birthDate = { year, month: decoded.month, day: Number(dd) };
  if (!isRealDate(birthDate) || isInFuture(birthDate, today)) return null;
  if (tenDigits && !hasValidCheckDigit(`${yy}${mm}${dd}${serial}`, year)) return null;
  return { birthDate, sex: decoded.sex, formatted: `${yy}${mm}${dd}/${serial}` };
}

export function validateBirthNumber(value: string, today: Date = new Date()): ValidationCode | null {
  if (value.trim() === '') return null;
  return parseBirthNumber(value, today) === null ? 'birthNumber' : null;
}

/** "YYMMDD/XXXX", the way the number is printed on Czech documents; other input is returned trimmed. */
export function normalizeBirthNumber(value: string): string {
  return parseBirthNumber(value)?.formatted ?? value.trim();
}

export const birthNumberSchema = validatedString((value) => validateBirthNumber(value), {
  normalize: normalizeBirthNumber,
});
