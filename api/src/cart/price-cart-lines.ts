import type { ShopCode } from 'shared-domain';
import { productName } from '../catalogue/list-products.ts';
import type { OfferRuleRow } from '../catalogue/product-detail-repository.ts';
import { priceOffer } from '../catalogue/product-offers.ts';
import { buyoutBonusOf } from './buyout-bonus-percent.ts';
import type {
  AppliedBuyoutRow,
  CartLineRow,
  CartServiceRow,
  PackageServiceRow,
} from './cart-lines-repository.ts';
import type { CartPricingInputs } from './cart-pricing-inputs.ts';
import { cartTexts } from './cart-texts.ts';
import { serviceCode } from './package-services.ts';
import type { PricedLine, PricedService } from './priced-cart.ts';

/** One cart line priced before discounts: its services at today's prices and its buyout bonus. */
export interface PricedEntry {
  line: CartLineRow;
  services: PricedService[];
  buyout: AppliedBuyoutRow | null;
  buyoutBonus: number;
  bonusPercent: number;
  /** (unit price + services) × quantity − buyout bonus. */
  total: number;
}

export function priceLines(shop: ShopCode, lines: CartLineRow[], inputs: CartPricingInputs): PricedEntry[] {
  return lines.map((line, i) => {
    const services = inputs.serviceRows
      .filter((row) => row.cartItemId === line.cartItemId)
      .map((row) =>
        priceService(
          shop,
          row,
          line,
          inputs.rulesByType.get(line.productTypeId) ?? [],
          inputs.packageServices,
        ),
      );
    const buyout = inputs.buyouts.find((row) => row.id === line.buyoutId) ?? null;
    const perPiece = line.amount + services.reduce((sum, service) => sum + service.unitPrice, 0);
    const bonusPercent = inputs.bonusPercents[i];
    const buyoutBonus = buyout ? buyoutBonusOf(buyout.price, line.amount, bonusPercent) : 0;
    return {
      line,
      services,
      buyout,
      buyoutBonus,
      bonusPercent,
      total: perPiece * line.quantity - buyoutBonus,
    };
  });
}

/** The lines as finishing an order writes them, each with its final price after discounts. */
export function toPricedLines(priced: PricedEntry[], finalPrices: number[]): PricedLine[] {
  return priced.map((entry, i) => ({
    cartItemId: entry.line.cartItemId,
    productId: entry.line.productId,
    productSeoName: entry.line.seoName,
    name: productName(entry.line),
    code: entry.line.ean ?? entry.line.code,
    quantity: entry.line.quantity,
    stock: entry.line.stock,
    unitPrice: entry.line.amount,
    services: entry.services,
    installment:
      entry.line.installmentCode !== null && entry.line.installmentArrange !== null
        ? { code: entry.line.installmentCode, arrangeType: entry.line.installmentArrange }
        : null,
    buyoutId: entry.line.buyoutId,
    buyoutBonus: entry.buyoutBonus,
    discountShare: entry.total - finalPrices[i],
    finalPrice: finalPrices[i],
  }));
}

function priceService(
  shop: ShopCode,
  row: CartServiceRow,
  line: CartLineRow,
  rules: OfferRuleRow[],
  packageServices: PackageServiceRow[],
): PricedService {
  const base = { kind: row.kind, code: row.code, months: row.months };
  if (row.kind === 'insurance' || row.kind === 'warranty') {
    if (row.kind === 'warranty' && row.code.startsWith('PW-'))
      return {
        ...base,
        name: cartTexts[shop].prolongWarrantyName(row.months ?? 0, row.code),
        unitPrice: 0,
        priceChanged: false,
      };
    const rule = rules.find((candidate) => candidate.kind === row.kind && candidate.code === row.code);
    // A rule withdrawn since it was chosen: kept at its old price, but the customer must choose again.
    if (!rule) return { ...base, name: row.code, unitPrice: row.price, priceChanged: true };
    const current = priceOffer(rule, { amount: line.amount, currency: line.currency }).price.amount;
    return {
      ...base,
      name: rule.name,
      months: rule.months,
      unitPrice: current,
      // Insurance is quoted to the customer and must be re-accepted when it changes.
      priceChanged: row.kind === 'insurance' && current !== row.price,
    };
  }
  const service = packageServices.find((candidate) => serviceCode(candidate) === row.code);
  return {
    ...base,
    name: service?.name ?? row.code,
    unitPrice: service?.price ?? row.price,
    priceChanged: false,
  };
}
