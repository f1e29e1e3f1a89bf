import { type CalendarDate, isInFuture, isRealDate } from './calendar.ts';
import { validatedString } from './validated-string.ts';
import type { ValidationCode } from './validation-code.ts';

// Romanian CNP, hand-written: stdnum 1.12 `ro/cnp` rejects the county codes 70 and 80–83 that Romania
// has issued since, so it would turn away real customers. The county is therefore not checked at all;
// the check digit already catches typing errors.

export interface Cnp {
  /**
   * For residents and foreigners (S = 7, 8, 9) the CNP does not encode the century: the date is the latest
   * real, non-future candidate, so it is a best guess for them.
   */
  birthDate: CalendarDate;
  /** S = 9 (foreign persons) does not encode the sex. */
  sex: 'male' | 'female' | null;
  foreigner: boolean;
}

const WEIGHTS = [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9];

const centuryOfSex: Record<string, number> = {
  '1': 1900,
  '2': 1900,
  '3': 1800,
  '4': 1800,
  '5': 2000,
  '6': 2000,
};

export function cnpCheckDigit(first12: string): number {
  let sum = 0;
  for (let index = 0; index < 12; index += 1) sum += Number(first12[index]) * WEIGHTS[index];
  const remainder = sum % 11;
  return remainder === 10 ? 1 : remainder;
}

function birthDateOf(s: string, yy: number, month: number, day: number, today: Date): CalendarDate | null {
  const century = centuryOfSex[s];
  const candidates = century === undefined ? [2000, 1900] : [century];
  for (const candidate of candidates) {
    const date = { year: candidate + yy, month, day };
    if (isRealDate(date) && !isInFuture(date, today)) return date;
  }
  return null;
}

export function parseCnp(value: string, today: Date = new Date()): Cnp | null {
  const cnp = value.trim();
  if (!/^[1-9]\d{12}$/.test(cnp)) return null;
  const s = cnp[0];
  const birthDate = birthDateOf(
    s,
    Number(cnp.slice(1, 3)),
    Number(cnp.slice(3, 5)),
    Number(cnp.slice(5, 7)),
    today,
  );
  if (birthDate === null) return null;
  // NNN is a serial number starting at 001.
  if (cnp.slice(9, 12) === '000') return null;
  if (cnpCheckDigit(cnp) !== Number(cnp[12])) return null;
  const sex = s === '9' ? null : Number(s) % 2 === 1 ? 'male' : 'female';
  return { birthDate, sex, foreigner: Number(s) >= 7 };
}

export function validateCnp(value: string, today: Date = new Date()): ValidationCode | null {
  if (value.trim() === '') return null;
  return parseCnp(value, today) === null ? 'cnp' : null;
}

export const cnpSchema = validatedString((value) => validateCnp(value));
