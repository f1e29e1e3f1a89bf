import type { Money, ShopCode } from 'shared-domain';
import { shops } from 'shared-domain';
import type { AppliedDiscount, Cart, CartPackage, ServiceChoice } from 'shared-domain/contracts';
import { productName, summaryImageUrl } from '../catalogue/list-products.ts';
import type { OfferRuleRow } from '../catalogue/product-detail-repository.ts';
import { priceOffer } from '../catalogue/product-offers.ts';
import type { AppliedCartDiscount } from './apply-cart-discounts.ts';
import { BUYOUT_BONUS_PERCENT } from './buyout-bonus-percent.ts';
import type { CartLineRow, PackageServiceRow } from './cart-lines-repository.ts';
import type { CartPricingInputs } from './cart-pricing-inputs.ts';
import { computeTotals } from './cart-totals.ts';
import { offersPackageServices, serviceCode } from './package-services.ts';
import type { PricedEntry } from './price-cart-lines.ts';
import type { PricedLine } from './priced-cart.ts';

export interface PricedCartParts {
  lines: CartLineRow[];
  priced: PricedEntry[];
  pricedLines: PricedLine[];
  discounts: AppliedCartDiscount[];
  inputs: CartPricingInputs;
  itemsTotal: number;
  discountTotal: number;
}

/** The wire view of GET /api/new/cart: totals without delivery and payment. */
export function cartView(shop: ShopCode, parts: PricedCartParts): Cart {
  return {
    count: parts.lines.reduce((sum, line) => sum + line.quantity, 0),
    packages: cartPackages(shop, parts),
    discounts: viewDiscounts(shop, parts.discounts),
    buyoutBonusPercent: BUYOUT_BONUS_PERCENT[shop],
    problems: cartProblems(parts.pricedLines, parts.discounts),
    totals: computeTotals(shop, {
      items: parts.itemsTotal,
      discounts: parts.discountTotal,
      delivery: 0,
      payment: 0,
    }),
  };
}

function moneyOf(shop: ShopCode): (amount: number) => Money {
  const currency = shops[shop].currency;
  return (amount) => ({ amount, currency });
}

function cartPackages(shop: ShopCode, { priced, pricedLines, inputs }: PricedCartParts): CartPackage[] {
  const money = moneyOf(shop);
  return priced.map((entry, i) => ({
    id: entry.line.cartItemId,
    productId: entry.line.productId,
    productSeoName: entry.line.seoName,
    typeSeoName: entry.line.typeSeoName,
    name: productName(entry.line),
    brand: entry.line.manufacturer,
    variant: variantOf(entry.line),
    imageUrl: summaryImageUrl(entry.line),
    quantity: entry.line.quantity,
    stock: entry.line.stock,
    unitPrice: money(entry.line.amount),
    installment: pricedLines[i].installment,
    services: entry.services.map((service) => ({
      kind: service.kind,
      code: service.code,
      name: service.name,
      months: service.months,
      price: money(service.unitPrice),
      priceChanged: service.priceChanged,
    })),
    availableServices: availableServices(
      entry.line,
      inputs.rulesByType.get(entry.line.productTypeId) ?? [],
      inputs.packageServices,
    ),
    buyoutBonus: entry.buyout
      ? {
          buyoutNumber: entry.buyout.number,
          device: entry.buyout.device,
          buyoutPrice: money(entry.buyout.price),
          bonus: money(entry.buyoutBonus),
          percent: entry.bonusPercent,
        }
      : null,
    total: money(entry.total),
  }));
}

function viewDiscounts(shop: ShopCode, discounts: AppliedCartDiscount[]): AppliedDiscount[] {
  const money = moneyOf(shop);
  return discounts.map((discount) => ({
    id: discount.row.cartDiscountId ?? discount.discountId,
    automatic: discount.row.cartDiscountId === null,
    label: discount.label,
    code: discount.row.code,
    type: discount.row.type,
    amount: money(discount.amount),
    valid: discount.valid,
  }));
}

/** What stops the customer from ordering until they act, in the order the cart page shows them. */
function cartProblems(pricedLines: PricedLine[], discounts: AppliedCartDiscount[]): Cart['problems'] {
  const problems: Cart['problems'] = [];
  if (pricedLines.some((line) => line.services.some((service) => service.priceChanged)))
    problems.push('insurance_price_changed');
  if (discounts.some((discount) => !discount.valid)) problems.push('invalid_discount');
  if (pricedLines.some((line) => line.quantity > line.stock)) problems.push('out_of_stock');
  return problems;
}

function availableServices(
  line: CartLineRow,
  rules: OfferRuleRow[],
  packageServices: PackageServiceRow[],
): ServiceChoice[] {
  const price: Money = { amount: line.amount, currency: line.currency };
  const offers: ServiceChoice[] = rules.map((rule) => {
    const offer = priceOffer(rule, price);
    return {
      kind: rule.kind,
      code: offer.code,
      name: offer.name,
      description: offer.description,
      months: offer.months,
      price: offer.price,
    };
  });
  if (!offersPackageServices(line.productTypeCode)) return offers;
  return [
    ...offers,
    ...packageServices.map((service) => ({
      kind: service.kind,
      code: serviceCode(service),
      name: service.name,
      description: service.description,
      months: null,
      price: { amount: service.price, currency: line.currency },
    })),
  ];
}

/** "256 GB, Černá, A+": what tells variants of one model apart. */
function variantOf(line: CartLineRow): string {
  const parts: string[] = [];
  if (line.storageGb !== null)
    parts.push(
      line.storageGb >= 1024 && line.storageGb % 1024 === 0
        ? `${line.storageGb / 1024} TB`
        : `${line.storageGb} GB`,
    );
  if (line.colourName !== null) parts.push(line.colourName);
  if (line.qualityGrade !== null) parts.push(line.qualityGrade);
  return parts.join(', ');
}
