import type { ShopCode } from 'shared-domain';
import { deliveryRuleOf } from '../../checkout/delivery-methods.ts';
import type { DeliveryType } from '../../platform/db/schema.ts';
import type { CarrierAdapter } from './carrier-adapter.ts';
import { testModeCarrier } from './test-mode-carrier.ts';

// The carrier of an order's delivery: the one the checkout offered for it. Store pickups travel
// with the shop's own people: no carrier, no label.

const adapters = new Map<string, CarrierAdapter>();

/** The carrier's name as the checkout shows it, for every delivery (the store chain for pickups). */
export function carrierNameOf(shop: ShopCode, delivery: DeliveryType | null): string {
  return (
    deliveryRuleOf(shop, delivery ?? 'courier')?.carrier ?? deliveryRuleOf(shop, 'courier')?.carrier ?? ''
  );
}

/** The adapter that books the shipment, or null for a store pickup. All run in test mode for now. */
export function carrierAdapterOf(shop: ShopCode, delivery: DeliveryType | null): CarrierAdapter | null {
  if (delivery === 'store') return null;
  const name = carrierNameOf(shop, delivery);
  let adapter = adapters.get(name);
  if (!adapter) {
    adapter = testModeCarrier(name);
    adapters.set(name, adapter);
  }
  return adapter;
}
