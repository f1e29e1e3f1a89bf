import type { ShopCode } from 'shared-domain';
import type { OfferRuleRow } from '../catalogue/product-detail-repository.ts';
import {
  type CartDiscountRow,
  selectAutomaticDiscounts,
  selectCartDiscounts,
} from '../discounts/discount-repository.ts';
import type { Db } from '../platform/db/schema.ts';
import { buyoutBonusPercents } from './buyout-bonus-percent.ts';
import {
  type AppliedBuyoutRow,
  type CartLineRow,
  type CartServiceRow,
  type PackageServiceRow,
  selectBuyouts,
  selectCartServices,
  selectOfferRulesByType,
  selectPackageServices,
} from './cart-lines-repository.ts';

/** Everything besides the lines that pricing a cart reads, loaded together. */
export interface CartPricingInputs {
  /** The services chosen on the cart's lines. */
  serviceRows: CartServiceRow[];
  /** The shop's screen protection and gluing offers. */
  packageServices: PackageServiceRow[];
  /** The buyouts the lines were tied to. */
  buyouts: AppliedBuyoutRow[];
  /** The discounts the customer added to the cart. */
  cartDiscountRows: CartDiscountRow[];
  /** The discounts that apply without a code, live now. */
  automaticRows: CartDiscountRow[];
  /** The insurance and warranty rules of each product type in the cart. */
  rulesByType: Map<number, OfferRuleRow[]>;
  /** The buyout bonus cap of each line, in line order. */
  bonusPercents: number[];
}

export async function loadPricingInputs(
  db: Db,
  shop: ShopCode,
  cartId: number,
  lines: CartLineRow[],
  now: Date,
): Promise<CartPricingInputs> {
  const [serviceRows, packageServices, buyouts, cartDiscountRows, automaticRows, rulesByType, bonusPercents] =
    await Promise.all([
      selectCartServices(
        db,
        lines.map((line) => line.cartItemId),
      ),
      selectPackageServices(db, shop),
      selectBuyouts(
        db,
        shop,
        lines.flatMap((line) => (line.buyoutId === null ? [] : [line.buyoutId])),
      ),
      selectCartDiscounts(db, cartId),
      selectAutomaticDiscounts(db, shop, now),
      selectOfferRulesByType(db, shop, [...new Set(lines.map((line) => line.productTypeId))]),
      buyoutBonusPercents(db, shop, lines),
    ]);
  return {
    serviceRows,
    packageServices,
    buyouts,
    cartDiscountRows,
    automaticRows,
    rulesByType,
    bonusPercents,
  };
}
