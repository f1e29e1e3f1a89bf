import type { DiscountType } from 'shared-domain/contracts';

// The rules of a discount (issue 5 item 5), without the database: whether it may apply now and
// what it takes off each cart line. Amounts are integer minor units.

/** What a discount applies to: the products and product types it names; nothing named, everything. */
export interface DiscountScope {
  productIds: number[];
  productTypeIds: number[];
}

export interface DiscountRule {
  type: DiscountType;
  /** percentage: whole percent; absolute: minor units off; fixed: the price of each matching piece. */
  value: number;
  scope: DiscountScope;
  /** At most this many pieces of one order get the discount, the cheapest first; null: every piece. */
  maxQuantityPerOrder: number | null;
  minOrderAmount: number;
  validFrom: Date;
  validTo: Date | null;
  isActive: boolean;
  archived: boolean;
  isCombinable: boolean;
  /** A single-use code already used by an order. */
  used: boolean;
}

export interface DiscountLine {
  productId: number;
  productTypeId: number;
  unitPrice: number;
  quantity: number;
}

/** Active, not archived, within its dates (valid_to excluded) and not used up. */
export function isLive(rule: DiscountRule, now: Date): boolean {
  return (
    rule.isActive &&
    !rule.archived &&
    !rule.used &&
    rule.validFrom.getTime() <= now.getTime() &&
    (rule.validTo === null || now.getTime() < rule.validTo.getTime())
  );
}

export type Applicability = 'applies' | 'min_order_amount' | 'no_matching_products';

/** `itemsTotal`: the cart after buyout bonuses, before discounts. */
export function applicability(rule: DiscountRule, lines: DiscountLine[], itemsTotal: number): Applicability {
  if (itemsTotal < rule.minOrderAmount) return 'min_order_amount';
  if (!lines.some((line) => matches(rule, line))) return 'no_matching_products';
  return 'applies';
}

/**
 * A fixed price is a price for the products it names, never for a whole product type: "a charger
 * for 199 Kč" must not sell headphones for 199 Kč. Other discounts apply to their named products and
 * product types, or to everything when they name none.
 */
function matches(rule: DiscountRule, line: DiscountLine): boolean {
  const { productIds, productTypeIds } = rule.scope;
  if (rule.type === 'fixed') return productIds.includes(line.productId);
  if (productIds.length === 0 && productTypeIds.length === 0) return true;
  return productIds.includes(line.productId) || productTypeIds.includes(line.productTypeId);
}

/** Pieces of each line the discount covers: every matching piece, or the cheapest up to the limit. */
function coveredPieces(rule: DiscountRule, lines: DiscountLine[]): number[] {
  const covered = lines.map((line) => (matches(rule, line) ? line.quantity : 0));
  if (rule.maxQuantityPerOrder === null) return covered;
  let left = rule.maxQuantityPerOrder;
  const cheapestFirst = lines.map((_, i) => i).sort((a, b) => lines[a].unitPrice - lines[b].unitPrice);
  for (const i of cheapestFirst) {
    covered[i] = Math.min(covered[i], left);
    left -= covered[i];
  }
  return covered;
}

/**
 * What the discount takes off each line, never more than the line still has (`remaining`, after
 * bonuses and earlier discounts). Percentage and absolute amounts are spread over the covered
 * pieces in proportion to what they still cost; fixed prices are per covered piece.
 */
export function discountPerLine(rule: DiscountRule, lines: DiscountLine[], remaining: number[]): number[] {
  const covered = coveredPieces(rule, lines);
  const weights = lines.map((line, i) => Math.round((remaining[i] * covered[i]) / line.quantity));
  const matching = weights.reduce((sum, weight) => sum + weight, 0);
  switch (rule.type) {
    case 'percentage':
      return allocate(Math.round((matching * rule.value) / 100), weights);
    case 'absolute':
      return allocate(Math.min(rule.value, matching), weights);
    case 'fixed':
      return lines.map((line, i) =>
        Math.min(weights[i], Math.max(0, line.unitPrice - rule.value) * covered[i]),
      );
  }
}

/**
 * Splits `amount` (≤ the sum of `weights`) in proportion to the weights, rounding down, and gives
 * the units rounding left over to the last lines that can still take them, so the parts add up
 * exactly and no part exceeds its weight.
 */
export function allocate(amount: number, weights: number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total === 0 || amount <= 0) return weights.map(() => 0);
  const parts = weights.map((weight) => Math.floor((amount * weight) / total));
  let left = amount - parts.reduce((sum, part) => sum + part, 0);
  for (let i = parts.length - 1; i >= 0 && left > 0; i--) {
    const take = Math.min(left, weights[i] - parts[i]);
    parts[i] += take;
    left -= take;
  }
  return parts;
}
