import { type ShopCode, shops } from 'shared-domain';
import type { Deliveries, DeliveryMethod, PickupStore } from 'shared-domain/contracts';
import type { PricedCart } from '../cart/priced-cart.ts';
import type { Db } from '../platform/db/schema.ts';
import { checkoutTexts } from './checkout-texts.ts';
import { deliveryRules } from './delivery-methods.ts';
import {
  hasAllInStock,
  isPragueStore,
  type SalesStore,
  salesStoresWithStock,
  storeSeoName,
} from './store-repository.ts';
import { PREPARATION_MINUTES, SHIPPED_IN_MINUTES, timeslotsOf } from './timeslots.ts';

/** Delivery methods, the pickup stores with their stock of the cart and pickup windows. */
export async function listDeliveries(
  db: Db,
  shop: ShopCode,
  cart: PricedCart,
  now: Date,
): Promise<Deliveries> {
  const stores = await salesStoresWithStock(
    db,
    shop,
    cart.lines.map((line) => line.productId),
  );
  const pickupStores = stores.map((store) => pickupStoreOf(shop, store, cart, now));
  return {
    methods: deliveryMethodsOf(shop, cart, stores),
    stores: pickupStores,
    testMode: true,
  };
}

export function pickupStoreOf(shop: ShopCode, store: SalesStore, cart: PricedCart, now: Date): PickupStore {
  const allInStock = hasAllInStock(store, cart.lines);
  return {
    id: store.id,
    seoName: storeSeoName(store.code),
    name: store.name,
    street: store.street,
    city: store.city,
    postcode: store.postcode,
    openingHours: store.openingHours,
    allInStock,
    readyInMinutes: allInStock ? PREPARATION_MINUTES : null,
    timeslots: timeslotsOf(
      shop,
      store.openingHours,
      now,
      allInStock ? PREPARATION_MINUTES : SHIPPED_IN_MINUTES,
    ),
  };
}

function deliveryMethodsOf(shop: ShopCode, cart: PricedCart, stores: SalesStore[]): DeliveryMethod[] {
  const texts = checkoutTexts[shop];
  const { currency } = shops[shop];
  return deliveryRules[shop].map((rule) => {
    // The same-day courier picks the whole order up at one Prague store.
    const available =
      rule.type !== 'express' ||
      stores.some((store) => isPragueStore(store) && hasAllInStock(store, cart.lines));
    return {
      type: rule.type,
      name: texts.delivery[rule.type].name,
      carrier: rule.carrier,
      description: texts.delivery[rule.type].description,
      price: { amount: rule.price, currency },
      available,
      unavailableReason: available ? null : texts.expressUnavailable,
    };
  });
}
