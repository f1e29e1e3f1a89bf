import type { ShopCode } from 'shared-domain';
import { deliveryRuleOf } from '../../checkout/delivery-methods.ts';
import type { Config } from '../../platform/config.ts';
import type { DeliveryType } from '../../platform/db/schema.ts';
import type { CarrierAdapter } from './carrier-adapter.ts';
import { packetaCarrier } from './packeta-carrier.ts';
import { testModeCarrier } from './test-mode-carrier.ts';

// The carrier of an order's delivery: the one the checkout offered for it. Store pickups travel
// with the shop's own people: no carrier, no label. A carrier whose API is configured books real
// shipments (Zásilkovna through Packeta); every other one runs in test mode.

const testModeAdapters = new Map<string, CarrierAdapter>();

/** The carrier's name as the checkout shows it, for every delivery (the store chain for pickups). */
export function carrierNameOf(shop: ShopCode, delivery: DeliveryType | null): string {
  return (
    deliveryRuleOf(shop, delivery ?? 'courier')?.carrier ?? deliveryRuleOf(shop, 'courier')?.carrier ?? ''
  );
}

/** The adapter that books the shipment, or null for a store pickup. */
export function carrierAdapterOf(
  config: Pick<Config, 'packeta'>,
  shop: ShopCode,
  delivery: DeliveryType | null,
): CarrierAdapter | null {
  if (delivery === 'store') return null;
  const name = carrierNameOf(shop, delivery);
  if (shop === 'cz' && name === 'Zásilkovna' && config.packeta) return packetaCarrier(name, config.packeta);
  let adapter = testModeAdapters.get(name);
  if (!adapter) {
    adapter = testModeCarrier(name);
    testModeAdapters.set(name, adapter);
  }
  return adapter;
}
