import type { ShopCode } from 'shared-domain';
import type { CartDiscountRow } from '../discounts/discount-repository.ts';
import { applicability, discountPerLine, isLive } from '../discounts/discount-rules.ts';
import { discountTexts } from '../discounts/discount-texts.ts';
import type { CartLineRow } from './cart-lines-repository.ts';
import type { CartPricingInputs } from './cart-pricing-inputs.ts';
import type { PricedEntry } from './price-cart-lines.ts';
import type { PricedDiscount } from './priced-cart.ts';

/** A discount as priced, with the row it came from (the view shows its code, type and origin). */
export type AppliedCartDiscount = PricedDiscount & { row: CartDiscountRow };

export interface DiscountedCart {
  discounts: AppliedCartDiscount[];
  /** What each line costs after the discounts, in line order. */
  finalPrices: number[];
}

/**
 * Applies the customer's own discounts first, then the automatic ones that fit the cart and combine
 * with them (one that does not fit is not shown at all: the customer never asked for it). Each
 * valid discount is split over the lines and taken off what they still cost.
 */
export function applyCartDiscounts(
  shop: ShopCode,
  lines: CartLineRow[],
  priced: PricedEntry[],
  itemsTotal: number,
  inputs: CartPricingInputs,
  now: Date,
): DiscountedCart {
  const discountLines = lines.map((line) => ({
    productId: line.productId,
    productTypeId: line.productTypeId,
    unitPrice: line.amount,
    quantity: line.quantity,
  }));
  const remaining = priced.map((entry) => entry.total);
  const discounts: AppliedCartDiscount[] = [];
  for (const row of discountCandidates(inputs)) {
    const combinable = discounts.every(
      (earlier) => !earlier.valid || (earlier.row.isCombinable && row.isCombinable),
    );
    const valid =
      isLive(row, now) && combinable && applicability(row, discountLines, itemsTotal) === 'applies';
    if (row.cartDiscountId === null && !valid) continue;
    const perLine = valid ? discountPerLine(row, discountLines, remaining) : [];
    perLine.forEach((amount, i) => {
      remaining[i] -= amount;
    });
    discounts.push({
      row,
      discountId: row.discountId,
      discountCodeId: row.discountCodeId,
      label:
        row.isicCardHolder !== null ? discountTexts[shop].isicLabel(row.isicCardHolder) : row.marketingName,
      amount: perLine.reduce((sum, amount) => sum + amount, 0),
      valid,
    });
  }
  return { discounts, finalPrices: remaining };
}

/** The cart's own discounts, then the automatic ones not already among them. */
function discountCandidates(inputs: CartPricingInputs): CartDiscountRow[] {
  const inCart = new Set(inputs.cartDiscountRows.map((row) => row.discountId));
  return [...inputs.cartDiscountRows, ...inputs.automaticRows.filter((row) => !inCart.has(row.discountId))];
}
