import type { ShopCode } from 'shared-domain';
import type { DeliveryType, PaymentType } from 'shared-domain/contracts';

// The one code table of delivery and payment methods per shop (issue 5 item 3): carriers, prices
// in minor units, and which payments go with which delivery.

export interface DeliveryRule {
  type: DeliveryType;
  carrier: string;
  price: number;
}

export const deliveryRules: Record<ShopCode, readonly DeliveryRule[]> = {
  cz: [
    { type: 'store', carrier: 'Mobilní svět', price: 0 },
    { type: 'pickup_point', carrier: 'Zásilkovna', price: 7_900 },
    { type: 'courier', carrier: 'PPL', price: 12_900 },
    { type: 'express', carrier: 'Liftago', price: 19_900 },
  ],
  ro: [
    { type: 'store', carrier: 'Lumea Mobilă', price: 0 },
    { type: 'pickup_point', carrier: 'Sameday easybox', price: 1_200 },
    { type: 'courier', carrier: 'FAN Courier', price: 2_000 },
  ],
};

export function deliveryRuleOf(shop: ShopCode, type: DeliveryType): DeliveryRule | undefined {
  return deliveryRules[shop].find((rule) => rule.type === type);
}

/** Fee of paying cash to the courier or at the pickup point. */
export const cashOnDeliveryFee: Record<ShopCode, number> = { cz: 3_900, ro: 800 };

const walletsAndCard: PaymentType[] = ['card', 'google_pay', 'apple_pay'];

/** Payments that go with a delivery, in the order they are offered. Twisto is a Czech service. */
export function paymentTypesFor(shop: ShopCode, delivery: DeliveryType): PaymentType[] {
  if (delivery === 'express') return walletsAndCard;
  const cash: PaymentType = delivery === 'store' ? 'cash_in_store' : 'cash_on_delivery';
  const twisto: PaymentType[] = shop === 'cz' ? ['twisto'] : [];
  return [...walletsAndCard, cash, 'installments', ...twisto];
}

export function paymentFeeOf(shop: ShopCode, payment: PaymentType): number {
  return payment === 'cash_on_delivery' ? cashOnDeliveryFee[shop] : 0;
}
