import { type OrderDetail, toMajor } from 'shared-domain';
import { pushAnalyticsEvent } from 'shared-ui/consent/consent.ts';

// The tag manager's `purchase` event (issue 5 item 10): once per order, even when the thank-you page
// is reloaded or opened again from the browser history in the same tab session.

export interface PurchaseEvent {
  event: 'purchase';
  ecommerce: { transaction_id: string; value: number; currency: string };
}

const sentKey = (number: string) => `purchase-sent:${number}`;

export function pushPurchaseOnce(order: Pick<OrderDetail, 'number' | 'totals'>): boolean {
  try {
    if (sessionStorage.getItem(sentKey(order.number))) return false;
    sessionStorage.setItem(sentKey(order.number), '1');
  } catch {
    // Without storage the event may repeat on a reload; better than never counting the sale.
  }
  const event: PurchaseEvent = {
    event: 'purchase',
    ecommerce: {
      transaction_id: order.number,
      value: toMajor(order.totals.total),
      currency: order.totals.total.currency,
    },
  };
  // Only with the visitor's consent to analytics (waits for it when not yet given).
  pushAnalyticsEvent(event);
  return true;
}
