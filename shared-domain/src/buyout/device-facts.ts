import { isInFuture } from '../validation/calendar.ts';
import { parseDate } from '../validation/date.ts';
import { validatedString } from '../validation/validated-string.ts';
import type { ValidationCode } from '../validation/validation-code.ts';

// What the seller says about the device besides the condition questions: when it was bought and
// whether it is nearly new or used. Staff read both when they inspect it.

/** "Zánovní" / "Ca nou" and "Použité" / "Folosit". */
export const buyoutDeviceConditions = ['like_new', 'used'] as const;
export type BuyoutDeviceCondition = (typeof buyoutDeviceConditions)[number];

export function isBuyoutDeviceCondition(value: unknown): value is BuyoutDeviceCondition {
  return buyoutDeviceConditions.includes(value as BuyoutDeviceCondition);
}

/** A DD.MM.YYYY purchase date: a real day, and not later than today (nobody sells what they buy tomorrow). */
export function validatePurchaseDate(value: string, today: Date = new Date()): ValidationCode | null {
  if (value.trim() === '') return null;
  const date = parseDate(value);
  if (date === null) return 'date';
  return isInFuture(date, today) ? 'dateInFuture' : null;
}

export const purchaseDateSchema = validatedString((value) => validatePurchaseDate(value));
