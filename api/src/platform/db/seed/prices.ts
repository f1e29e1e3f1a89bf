import type { ShopCode } from 'shared-domain';

/** Shop price points: Czech prices end in 90 Kč (24 990), Romanian ones in 9 Lei (4 999). */
export function toPricePoint(shop: ShopCode, wholeUnits: number): number {
  if (shop === 'cz') return Math.max(90, Math.round(wholeUnits / 100) * 100 - 10);
  return Math.max(9, Math.round(wholeUnits / 10) * 10 - 1);
}

/** Whole Kč / Lei to minor units (haléře, bani). */
export function toMinor(wholeUnits: number): number {
  return wholeUnits * 100;
}

export const currencyOf = { cz: 'CZK', ro: 'RON' } as const satisfies Record<ShopCode, 'CZK' | 'RON'>;
