import type { ApiErrorCode, ShopCode } from 'shared-domain';
import { isBuyoutAccepted } from 'shared-domain/buyout';
import type { orderSubmitSchemaFor } from 'shared-domain/contracts';
import type { z } from 'zod';
import { buyoutNotAccepted } from '../cart/buyout-bonus.ts';
import type { PricedCart } from '../cart/priced-cart.ts';
import { checkoutTexts } from '../checkout/checkout-texts.ts';
import { paymentTypesFor } from '../checkout/delivery-methods.ts';
import { installmentOffersFor, requireWithinInstallmentLimits } from '../checkout/installment-offers.ts';
import { requireLiftago } from '../checkout/liftago.ts';
import { pickupStoreOf } from '../checkout/list-deliveries.ts';
import { cartAmount } from '../checkout/list-payments.ts';
import { findPickupPoint } from '../checkout/pickup-point-repository.ts';
import { hasAllInStock, isPragueStore, salesStoresWithStock } from '../checkout/store-repository.ts';
import { offersTimeslot } from '../checkout/timeslots.ts';
import { configuredInstallments } from '../payments/installment-admin/configured-installments.ts';
import type { Db } from '../platform/db/schema.ts';
import { AppError } from '../platform/errors.ts';
import { findBuyoutStatuses } from './order-placement-repository.ts';

// The refusals of finishing an order (409 with the shop's texts), checked inside its transaction
// on the cart as priced there.

export type OrderInput = z.output<ReturnType<typeof orderSubmitSchemaFor>>;

const conflict = (code: ApiErrorCode, message: string) => new AppError('conflict', code, 409, message);

/** Empty cart, a changed insurance price, an invalid discount or too few pieces. */
export function checkCart(shop: ShopCode, cart: PricedCart): void {
  const texts = checkoutTexts[shop];
  if (cart.cartId === null || cart.lines.length === 0) throw conflict('empty_cart', texts.emptyCart);
  if (cart.lines.some((line) => line.services.some((service) => service.priceChanged)))
    throw conflict('insurance_price_changed', texts.insurancePriceChanged);
  if (cart.discounts.some((discount) => !discount.valid))
    throw conflict('invalid_discount', texts.invalidDiscount);
  const short = cart.lines.find((line) => line.quantity > line.stock);
  if (short) throw conflict('out_of_stock', texts.outOfStock(short.name));
}

/** Every buyout bonus in the cart is of a buyout whose device the shop has accepted by now. */
export async function checkBuyoutBonuses(trx: Db, shop: ShopCode, cart: PricedCart): Promise<void> {
  const ids = cart.lines.flatMap((line) => (line.buyoutId === null ? [] : [line.buyoutId]));
  if (ids.length === 0) return;
  const buyouts = await findBuyoutStatuses(trx, ids);
  if (buyouts.some((buyout) => !isBuyoutAccepted(buyout.status))) throw buyoutNotAccepted(shop);
}

export interface CheckedDelivery {
  /** Store the stock is taken from first (store pickup, the express courier's store). */
  storeId: number | null;
  pickupPointId: number | null;
  deliveryPrice: number;
}

/** The delivery and payment fit together and what they name exists and can be used now. */
export async function checkDeliveryAndPayment(
  trx: Db,
  shop: ShopCode,
  input: OrderInput,
  cart: PricedCart,
  deliveryPrice: number,
  now: Date,
): Promise<CheckedDelivery> {
  const texts = checkoutTexts[shop];
  if (!paymentTypesFor(shop, input.type_delivery_code).includes(input.type_payment))
    throw conflict('payment_not_allowed', texts.paymentNotAllowed);
  if (input.type_payment === 'installments') {
    const provider = await configuredInstallments(trx, shop, now);
    requireWithinInstallmentLimits(shop, cartAmount(cart), provider);
    const offers = installmentOffersFor(shop, cartAmount(cart), provider);
    if (!offers.some((offer) => offer.code === input.installment?.code))
      throw conflict('installment_not_offered', texts.installmentNotOffered);
  }

  switch (input.type_delivery_code) {
    case 'store': {
      const stores = await salesStoresWithStock(
        trx,
        shop,
        cart.lines.map((line) => line.productId),
      );
      const store = stores.find((candidate) => candidate.id === input.store);
      if (!store) throw conflict('store_not_found', texts.unknownStore);
      if (input.timeslot && !offersTimeslot(pickupStoreOf(shop, store, cart, now).timeslots, input.timeslot))
        throw conflict('timeslot_not_offered', texts.timeslotNotOffered);
      return { storeId: store.id, pickupPointId: null, deliveryPrice };
    }
    case 'pickup_point': {
      const point = await findPickupPoint(trx, shop, input.pickup_point ?? 0);
      if (!point || point.is_congested)
        throw conflict('pickup_point_unavailable', texts.pickupPointCongested);
      return { storeId: null, pickupPointId: point.id, deliveryPrice };
    }
    case 'express': {
      const address = input.order_delivery_address ?? input.order_billing_address;
      const quote = requireLiftago(shop, address, now);
      const stores = await salesStoresWithStock(
        trx,
        shop,
        cart.lines.map((line) => line.productId),
      );
      const store = stores.find(
        (candidate) => isPragueStore(candidate) && hasAllInStock(candidate, cart.lines),
      );
      if (!store) throw conflict('delivery_unavailable', texts.deliveryUnavailable);
      return { storeId: store.id, pickupPointId: null, deliveryPrice: quote.price };
    }
    default:
      return { storeId: null, pickupPointId: null, deliveryPrice };
  }
}
