import { isoWithOffset } from 'shared-domain/shop-clock.ts';
import { pickupReadyFrom } from '../checkout/pickup-ready.ts';
import { shopTimeZone } from '../checkout/shop-time.ts';
import type { Db } from '../platform/db/schema.ts';
import type { OrderRow } from './order-access.ts';
import { findStoreOpeningHours } from './order-view-repository.ts';

/** A store-pickup order's "ready from" in the shop's zone and offset; null for other deliveries. */
export async function pickupReadyFromOf(db: Db, order: OrderRow): Promise<string | null> {
  if (order.delivery_type !== 'store' || order.store_id === null) return null;
  const store = await findStoreOpeningHours(db, order.store_id);
  if (!store) return null;
  const ready = pickupReadyFrom(order.shop, store.opening_hours, order.created_at, order.timeslot_from);
  return isoWithOffset(ready, shopTimeZone[order.shop]);
}
