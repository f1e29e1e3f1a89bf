import type { ShopCode } from 'shared-domain';
import { AppError } from '../platform/errors.ts';
import { checkoutTexts } from './checkout-texts.ts';
import { deliveryRuleOf } from './delivery-methods.ts';
import { localClock, shopTimeZone } from './shop-time.ts';

// Same-day courier (Liftago) behind an adapter. TEST MODE, the built-in implementation: no
// request leaves the shop; Prague addresses (postcodes 100 00–199 99, city "Praha…") are served
// 8:00–20:00 local time, as the real service area and hours are.

export interface LiftagoAddress {
  address: string;
  city: string;
  postcode: string;
}

export interface LiftagoQuote {
  available: true;
  price: number;
  etaMinutes: number;
  testMode: boolean;
}

export interface LiftagoAdapter {
  readonly testMode: boolean;
  /** A quote, or null when the courier cannot deliver there now. */
  quote(shop: ShopCode, address: LiftagoAddress, now: Date): LiftagoQuote | null;
}

const SERVICE_FROM = 8 * 60;
const SERVICE_TO = 20 * 60;

export const testModeLiftago: LiftagoAdapter = {
  testMode: true,
  quote(shop, address, now) {
    const rule = deliveryRuleOf(shop, 'express');
    if (!rule) return null;
    const postcode = Number(address.postcode.replace(/\s/g, ''));
    const inPrague = postcode >= 10_000 && postcode <= 19_999 && /^praha/i.test(address.city.trim());
    const { minutes } = localClock(now, shopTimeZone[shop]);
    if (!inPrague || minutes < SERVICE_FROM || minutes >= SERVICE_TO) return null;
    return { available: true, price: rule.price, etaMinutes: 90, testMode: true };
  },
};

/** The quote, or 409 `delivery_unavailable` with the shop's text. */
export function requireLiftago(
  shop: ShopCode,
  address: LiftagoAddress,
  now: Date,
  adapter = testModeLiftago,
): LiftagoQuote {
  const quote = adapter.quote(shop, address, now);
  if (!quote)
    throw new AppError('conflict', 'delivery_unavailable', 409, checkoutTexts[shop].deliveryUnavailable);
  return quote;
}
