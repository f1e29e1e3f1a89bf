import type { ShopCode } from 'shared-domain';
import { shopTimeZone } from '../checkout/shop-time.ts';
import type { Db } from '../platform/db/schema.ts';
import { bumpOrderNumberCounter } from './order-placement-repository.ts';

/** The calendar year in the shop's country (numbers restart every year). */
export function orderYear(shop: ShopCode, date: Date): number {
  return Number(
    new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: shopTimeZone[shop] }).format(date),
  );
}

/**
 * "CZ26000123": the shop, the two-digit year and a counter per shop and year. A missing counter
 * starts above the highest number already used that year, so imported or seeded orders never clash.
 */
export async function nextOrderNumber(db: Db, shop: ShopCode, year: number): Promise<string> {
  const prefix = `${shop.toUpperCase()}${String(year % 100).padStart(2, '0')}`;
  const lastNumber = await bumpOrderNumberCounter(db, shop, year, prefix);
  return `${prefix}${String(lastNumber).padStart(6, '0')}`;
}
