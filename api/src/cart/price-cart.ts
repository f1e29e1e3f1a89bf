import type { Money, ShopCode } from 'shared-domain';
import { shops } from 'shared-domain';
import type { AppliedDiscount, Cart, CartPackage, ServiceChoice } from 'shared-domain/contracts';
import { productName, summaryImageUrl } from '../catalogue/list-products.ts';
import type { OfferRuleRow } from '../catalogue/product-detail-repository.ts';
import { priceOffer } from '../catalogue/product-offers.ts';
import {
  type CartDiscountRow,
  selectAutomaticDiscounts,
  selectCartDiscounts,
} from '../discounts/discount-repository.ts';
import { applicability, discountPerLine, isLive } from '../discounts/discount-rules.ts';
import { discountTexts } from '../discounts/discount-texts.ts';
import { BUYOUT_BONUS_PERCENT, buyoutBonusOf, buyoutBonusPercents } from './buyout-bonus-percent.ts';
import {
  type CartLineRow,
  type CartServiceRow,
  type PackageServiceRow,
  selectBuyouts,
  selectCartLines,
  selectCartServices,
  selectOfferRulesByType,
  selectPackageServices,
} from './cart-lines-repository.ts';
import { findCartId } from './cart-repository.ts';
import { cartTexts } from './cart-texts.ts';
import { computeTotals } from './cart-totals.ts';
import type { PriceCart, PricedCart, PricedDiscount, PricedLine, PricedService } from './priced-cart.ts';

// Prices a cart from what is true now: product prices, insurance and
// warranty from the offer rules (the product page's computation), package services, buyout
// bonuses, then discounts. The cart page, the summary and finish order all call this.

export const priceCart: PriceCart = async (db, shop, owner, now) => {
  const cartId = owner ? await findCartId(db, owner) : undefined;
  if (cartId === undefined) return emptyCart(shop, null);
  const lines = await selectCartLines(db, shop, cartId);
  if (lines.length === 0) return emptyCart(shop, cartId);

  const currency = shops[shop].currency;
  const money = (amount: number): Money => ({ amount, currency });
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

  const percent = BUYOUT_BONUS_PERCENT[shop];
  const priced = lines.map((line, i) => {
    const services = serviceRows
      .filter((row) => row.cartItemId === line.cartItemId)
      .map((row) =>
        priceService(shop, row, line, rulesByType.get(line.productTypeId) ?? [], packageServices),
      );
    const buyout = buyouts.find((row) => row.id === line.buyoutId) ?? null;
    const perPiece = line.amount + services.reduce((sum, service) => sum + service.unitPrice, 0);
    const bonusPercent = bonusPercents[i];
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
  const itemsTotal = priced.reduce((sum, entry) => sum + entry.total, 0);

  const discountLines = lines.map((line) => ({
    productId: line.productId,
    productTypeId: line.productTypeId,
    unitPrice: line.amount,
    quantity: line.quantity,
  }));
  const remaining = priced.map((entry) => entry.total);
  const discounts: (PricedDiscount & { row: CartDiscountRow })[] = [];
  // The customer's own discounts first; then the automatic ones that fit the cart and combine
  // with them (one that does not fit is not shown at all: the customer never asked for it).
  const inCart = new Set(cartDiscountRows.map((row) => row.discountId));
  const discountRows = [...cartDiscountRows, ...automaticRows.filter((row) => !inCart.has(row.discountId))];
  for (const row of discountRows) {
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
  const discountTotal = discounts.reduce((sum, discount) => sum + discount.amount, 0);

  const pricedLines: PricedLine[] = priced.map((entry, i) => ({
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
    discountShare: entry.total - remaining[i],
    finalPrice: remaining[i],
  }));

  const packages: CartPackage[] = priced.map((entry, i) => ({
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
      rulesByType.get(entry.line.productTypeId) ?? [],
      packageServices,
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

  const viewDiscounts: AppliedDiscount[] = discounts.map((discount) => ({
    id: discount.row.cartDiscountId ?? discount.discountId,
    automatic: discount.row.cartDiscountId === null,
    label: discount.label,
    code: discount.row.code,
    type: discount.row.type,
    amount: money(discount.amount),
    valid: discount.valid,
  }));
  const problems: Cart['problems'] = [];
  if (pricedLines.some((line) => line.services.some((service) => service.priceChanged)))
    problems.push('insurance_price_changed');
  if (discounts.some((discount) => !discount.valid)) problems.push('invalid_discount');
  if (pricedLines.some((line) => line.quantity > line.stock)) problems.push('out_of_stock');

  const view: Cart = {
    count: lines.reduce((sum, line) => sum + line.quantity, 0),
    packages,
    discounts: viewDiscounts,
    buyoutBonusPercent: percent,
    problems,
    totals: computeTotals(shop, { items: itemsTotal, discounts: discountTotal, delivery: 0, payment: 0 }),
  };
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

/** Screen protection and gluing make sense only on devices with a screen, not on accessories. */
export function offersPackageServices(productTypeCode: string): boolean {
  return productTypeCode !== 'accessories';
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

/** Gluing is chosen (and stored) as 'glass' or 'foil'; screen protection by its service code. */
export function serviceCode(service: PackageServiceRow): string {
  return service.kind === 'gluing' ? (service.gluingType ?? service.code) : service.code;
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
