import { type CurrencyCode, type ShopCode, shops } from 'shared-domain';
import type { CartTotals } from 'shared-domain/contracts';

// The one place that adds a cart up (totals are always the server's, never the client's). The cart
// page, the summary and finishing an order all call this with amounts in minor units.

/** Standard VAT rate in both countries (Czechia 21 %, Romania 21 % since August 2025). */
export const VAT_RATE_PERCENT: Record<ShopCode, number> = { cz: 21, ro: 21 };

export interface TotalsInput {
  /** Packages with services, after buyout bonuses. */
  items: number;
  /** Positive amount taken off by discounts (never more than `items`). */
  discounts: number;
  delivery: number;
  payment: number;
}

/** VAT contained in a VAT-inclusive amount, rounded to whole minor units. */
export function vatIncluded(amount: number, ratePercent: number): number {
  return Math.round((amount * ratePercent) / (100 + ratePercent));
}

export function computeTotals(shop: ShopCode, input: TotalsInput): CartTotals {
  const currency: CurrencyCode = shops[shop].currency;
  const discounts = Math.min(input.discounts, input.items);
  const total = input.items - discounts + input.delivery + input.payment;
  const rate = VAT_RATE_PERCENT[shop];
  const of = (amount: number) => ({ amount, currency });
  return {
    items: of(input.items),
    discounts: of(discounts),
    delivery: of(input.delivery),
    payment: of(input.payment),
    total: of(total),
    vat: of(vatIncluded(total, rate)),
    vatRatePercent: rate,
  };
}
