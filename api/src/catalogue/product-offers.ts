import type { Money, ServiceOffer } from 'shared-domain';
import type { OfferRuleRow } from './product-detail-repository.ts';

/**
 * Insurance and extended warranty cost a share of the product's price (the rule's basis points),
 * rounded to whole Kč / Lei; the server always computes it, never the client.
 */
export function priceOffer(rule: OfferRuleRow, price: Money): ServiceOffer {
  const wholeUnits = Math.max(1, Math.round((price.amount * rule.rateBp) / 10_000 / 100));
  return {
    code: rule.code,
    name: rule.name,
    description: rule.description,
    months: rule.months,
    price: { amount: wholeUnits * 100, currency: price.currency },
  };
}
