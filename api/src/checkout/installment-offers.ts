import { type ShopCode, shops } from 'shared-domain';
import type { InstallmentOffer } from 'shared-domain/contracts';
import type { InstallmentOption, InstallmentProvider } from '../payments/installment-provider.ts';
import { testModeInstallments } from '../payments/test-mode-installments.ts';
import { AppError } from '../platform/errors.ts';
import { checkoutTexts } from './checkout-texts.ts';

// The installment provider's plans for an amount, as the checkout offers them (spec §3
// "Installment": barem, type, count, monthly price, APR).

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
  return options.map((option) => ({
    code: option.code,
    barem: `${provider.name} ${option.months}×`,
    type:
      option.apr === 0
        ? shop === 'cz'
          ? 'Bez navýšení'
          : 'Fără dobândă'
        : shop === 'cz'
          ? 'Standardní'
          : 'Standard',
    count: option.months,
    monthly: option.monthly,
    apr: option.apr,
    total: option.total,
    provider: provider.name,
    testMode: provider.testMode,
  }));
}
