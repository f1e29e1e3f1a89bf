import { type ShopCode, shops } from 'shared-domain';
import type { DeliveryType, PaymentMethod } from 'shared-domain/contracts';
import type { PricedCart } from '../cart/priced-cart.ts';
import { type InstallmentProvider, withinLimits } from '../payments/installment-provider.ts';
import { testModeInstallments } from '../payments/test-mode-installments.ts';
import { checkoutTexts } from './checkout-texts.ts';
import { paymentFeeOf, paymentTypesFor } from './delivery-methods.ts';
import { installmentLimitsText } from './installment-offers.ts';

/** What the cart costs before delivery and payment: the amount installments finance. */
export function cartAmount(cart: PricedCart): number {
  return cart.itemsTotal - Math.min(cart.discountTotal, cart.itemsTotal);
}

/** The payments that go with a delivery (courier when none is chosen yet). */
export function listPayments(
  shop: ShopCode,
  delivery: DeliveryType | undefined,
  cart: PricedCart,
  installments: InstallmentProvider = testModeInstallments,
): PaymentMethod[] {
  const texts = checkoutTexts[shop];
  const { currency } = shops[shop];
  const installmentsPossible = withinLimits(installments, { amount: cartAmount(cart), currency });
  return paymentTypesFor(shop, delivery ?? 'courier').map((type) => {
    const available = type !== 'installments' || installmentsPossible;
    return {
      type,
      name: texts.payment[type].name,
      description: texts.payment[type].description,
      fee: { amount: paymentFeeOf(shop, type), currency },
      available,
      unavailableReason: available ? null : installmentLimitsText(shop, installments),
      // Every online payment runs against the built-in test-mode adapters.
      testMode: true,
    };
  });
}
