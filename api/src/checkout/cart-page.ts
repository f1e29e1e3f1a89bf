import type { ShopCode } from 'shared-domain';
import {
  type CartPageData,
  cartSchema,
  type DeliveryType,
  deliveriesSchema,
  type PaymentType,
  paymentsSchema,
  summarySchema,
} from 'shared-domain/contracts';
import { z } from 'zod';
import type { CartOwner } from '../cart/cart-owner.ts';
import { priceCart } from '../cart/price-cart.ts';
import { configuredInstallments } from '../payments/installment-admin/configured-installments.ts';
import type { Db } from '../platform/db/schema.ts';
import { checkoutTotals } from './checkout-summary.ts';
import { listDeliveries } from './list-deliveries.ts';
import { listPayments } from './list-payments.ts';

export const cartPageSchema = z.object({
  cart: cartSchema,
  deliveries: deliveriesSchema,
  payments: paymentsSchema,
  summary: summarySchema,
}) satisfies z.ZodType<CartPageData>;

/**
 * What the cart page shows, from one pricing of the cart: the cart, the deliveries, the payments
 * that go with the chosen delivery and the totals with the choice. Asking the four separately
 * prices the cart four times.
 */
export async function cartPage(
  db: Db,
  shop: ShopCode,
  owner: CartOwner | null,
  choice: { delivery?: DeliveryType; payment?: PaymentType },
  now: Date,
): Promise<CartPageData> {
  const cart = await priceCart(db, shop, owner, now);
  return {
    cart: cart.view,
    deliveries: await listDeliveries(db, shop, cart, now),
    payments: {
      methods: listPayments(shop, choice.delivery, cart, await configuredInstallments(db, shop, now)),
    },
    summary: checkoutTotals(shop, cart, choice.delivery, choice.payment),
  };
}
