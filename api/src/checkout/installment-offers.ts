import { formatMoney, type ShopCode, shops } from 'shared-domain';
import type { InstallmentOffer } from 'shared-domain/contracts';
import {
  type InstallmentOption,
  type InstallmentProvider,
  withinLimits,
} from '../payments/installment-provider.ts';
import { testModeInstallments } from '../payments/test-mode-installments.ts';
import { AppError } from '../platform/errors.ts';
import { checkoutTexts } from './checkout-texts.ts';

// The installment provider's plans for an amount, as the checkout offers them (barem, type,
// count, monthly price, APR).

export function installmentOffersFor(
  shop: ShopCode,
  amount: number,
  provider: InstallmentProvider = testModeInstallments,
): InstallmentOffer[] {
  let options: InstallmentOption[];
  try {
    options = provider.optionsFor({ amount, currency: shops[shop].currency });
  } catch {
    throw new AppError('upstream', 'installments_failed', 502, checkoutTexts[shop].installmentsFailed);
  }
  // A configured price list (installment admin) names its barem, type and company; a bare
  // adapter's plan is named after the adapter.
  return options.map((option) => ({
    code: option.code,
    barem: option.barem ?? `${provider.name} ${option.months}×`,
    type: option.type ?? defaultType(shop, option.apr),
    count: option.months,
    monthly: option.monthly,
    apr: option.apr,
    total: option.total,
    provider: option.provider ?? provider.name,
    testMode: option.testMode ?? provider.testMode,
    ...(option.downPayment ? { downPayment: option.downPayment } : {}),
  }));
}

function defaultType(shop: ShopCode, apr: number): string {
  if (apr === 0) return shop === 'cz' ? 'Bez navýšení' : 'Fără dobândă';
  return shop === 'cz' ? 'Standardní' : 'Standard';
}

/** The company's limits in the shop's words: "Na splátky lze nakoupit od 3 000 Kč do 200 000 Kč." */
export function installmentLimitsText(
  shop: ShopCode,
  provider: InstallmentProvider = testModeInstallments,
): string {
  return checkoutTexts[shop].installmentsOutsideLimits(...formattedLimits(shop, provider));
}

/** 409 `installment_out_of_limits` when the company does not finance this amount at all. */
export function requireWithinInstallmentLimits(
  shop: ShopCode,
  amount: number,
  provider: InstallmentProvider = testModeInstallments,
): void {
  if (withinLimits(provider, { amount, currency: shops[shop].currency })) return;
  const message = checkoutTexts[shop].installmentOutOfLimits(...formattedLimits(shop, provider));
  throw new AppError('conflict', 'installment_out_of_limits', 409, message);
}

function formattedLimits(shop: ShopCode, provider: InstallmentProvider): [string, string] {
  const { currency, locale } = shops[shop];
  const { min, max } = provider.limits(currency);
  return [formatMoney({ amount: min, currency }, locale), formatMoney({ amount: max, currency }, locale)];
}
