import type { ShopCode } from 'shared-domain';
import type { CartTotals, DeliveryType, PaymentType } from 'shared-domain/contracts';
import { computeTotals } from '../cart/cart-totals.ts';
import type { PricedCart } from '../cart/priced-cart.ts';
import { deliveryRuleOf, paymentFeeOf } from './delivery-methods.ts';

/** The cart's totals with the chosen delivery and payment; the same numbers finishing the order charges. */
export function checkoutTotals(
  shop: ShopCode,
  cart: PricedCart,
  delivery: DeliveryType | undefined,
  payment: PaymentType | undefined,
): CartTotals {
  return computeTotals(shop, {
    items: cart.itemsTotal,
    discounts: cart.discountTotal,
    delivery: delivery ? (deliveryRuleOf(shop, delivery)?.price ?? 0) : 0,
    payment: payment ? paymentFeeOf(shop, payment) : 0,
  });
}
