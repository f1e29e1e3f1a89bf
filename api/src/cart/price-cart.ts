import type { ShopCode } from 'shared-domain';
import { applyCartDiscounts } from './apply-cart-discounts.ts';
import { BUYOUT_BONUS_PERCENT } from './buyout-bonus-percent.ts';
import { selectCartLines } from './cart-lines-repository.ts';
import { loadPricingInputs } from './cart-pricing-inputs.ts';
import { findCartId } from './cart-repository.ts';
import { computeTotals } from './cart-totals.ts';
import { cartView } from './cart-view.ts';
import { priceLines, toPricedLines } from './price-cart-lines.ts';
import type { PriceCart, PricedCart } from './priced-cart.ts';

// Prices a cart from what is true now: product prices, insurance and
// warranty from the offer rules (the product page's computation), package services, buyout
// bonuses, then discounts. The cart page, the summary and finish order all call this.

export const priceCart: PriceCart = async (db, shop, owner, now) => {
  const cartId = owner ? await findCartId(db, owner) : undefined;
  if (cartId === undefined) return emptyCart(shop, null);
  const lines = await selectCartLines(db, shop, cartId);
  if (lines.length === 0) return emptyCart(shop, cartId);

  const inputs = await loadPricingInputs(db, shop, cartId, lines, now);
  const priced = priceLines(shop, lines, inputs);
  const itemsTotal = sumOf(priced.map((entry) => entry.total));
  const { discounts, finalPrices } = applyCartDiscounts(shop, lines, priced, itemsTotal, inputs, now);
  const discountTotal = sumOf(discounts.map((discount) => discount.amount));
  const pricedLines = toPricedLines(priced, finalPrices);
  const view = cartView(shop, { lines, priced, pricedLines, discounts, inputs, itemsTotal, discountTotal });
  return {
    cartId,
    shop,
    lines: pricedLines,
    discounts: discounts.map(({ row: _row, ...discount }) => discount),
    itemsTotal,
    discountTotal,
    view,
  };
};

function sumOf(amounts: number[]): number {
  return amounts.reduce((sum, amount) => sum + amount, 0);
}

function emptyCart(shop: ShopCode, cartId: number | null): PricedCart {
  return {
    cartId,
    shop,
    lines: [],
    discounts: [],
    itemsTotal: 0,
    discountTotal: 0,
    view: {
      count: 0,
      packages: [],
      discounts: [],
      buyoutBonusPercent: BUYOUT_BONUS_PERCENT[shop],
      problems: [],
      totals: computeTotals(shop, { items: 0, discounts: 0, delivery: 0, payment: 0 }),
    },
  };
}
