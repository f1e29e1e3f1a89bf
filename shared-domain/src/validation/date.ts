import { type CalendarDate, isRealDate, toIsoDate } from './calendar.ts';
import { validatedString } from './validated-string.ts';
import type { ValidationCode } from './validation-code.ts';

const shape = /^(\d{2})\.(\d{2})\.(\d{4})$/;

/** "DD.MM.YYYY" as a calendar date, or null when the text is not one (e.g. 31.04.2024). */
export function parseDate(value: string): CalendarDate | null {
  const match = shape.exec(value.trim());
  if (!match) return null;
  const date = { day: Number(match[1]), month: Number(match[2]), year: Number(match[3]) };
  return date.year > 0 && isRealDate(date) ? date : null;
}

export function validateDate(value: string): ValidationCode | null {
  if (value.trim() === '') return null;
  return parseDate(value) === null ? 'date' : null;
}

/** "DD.MM.YYYY" → "YYYY-MM-DD" for the wire and the database, or null. */
export function dateToIso(value: string): string | null {
  const date = parseDate(value);
  return date === null ? null : toIsoDate(date);
}

/** "YYYY-MM-DD" → "DD.MM.YYYY" for a form field, or null. */
export function isoToDate(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [, year, month, day] = match;
  return isRealDate({ year: Number(year), month: Number(month), day: Number(day) })
    ? `${day}.${month}.${year}`
    : null;
}

export const dateSchema = validatedString(validateDate);
