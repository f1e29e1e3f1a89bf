import type { CurrencyCode } from './shop.ts';

// Money is integer minor units (haléře, bani) with its currency.
// Customers see whole units: 0 decimals in both shops.
// Its wire schema is contracts/money.ts.
export interface Money {
  amount: number;
  currency: CurrencyCode;
}

export const MINOR_UNITS_PER_UNIT = 100;

export function money(amount: number, currency: CurrencyCode): Money {
  if (!Number.isInteger(amount)) throw new Error(`Money amount must be integer minor units, got ${amount}`);
  return { amount, currency };
}

export function fromMajor(units: number, currency: CurrencyCode): Money {
  return money(Math.round(units * MINOR_UNITS_PER_UNIT), currency);
}

export function toMajor(value: Money): number {
  return value.amount / MINOR_UNITS_PER_UNIT;
}

export function addMoney(a: Money, b: Money): Money {
  if (a.currency !== b.currency) throw new Error(`Cannot add ${a.currency} and ${b.currency}`);
  return money(a.amount + b.amount, a.currency);
}
