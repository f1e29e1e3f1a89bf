import type { ShopCode } from 'shared-domain';

/**
 * How much of a product's price a buyout bonus may take off, per shop (issue 5 item 2). The cart
 * returns it as `buyoutBonusPercent`, so the sub-cart tells the customer the cap.
 */
export const BUYOUT_BONUS_PERCENT: Record<ShopCode, number> = { cz: 10, ro: 10 };

/** The bonus of one package: the buyout's price, at most `percent` % of the product's unit price. */
export function buyoutBonusOf(buyoutPrice: number, unitPrice: number, percent: number): number {
  return Math.min(buyoutPrice, Math.floor((unitPrice * percent) / 100));
}
