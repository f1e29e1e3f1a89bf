import { type OrderDetail, toMajor } from 'shared-domain';

// The tag manager's `purchase` event (issue 5 item 10): once per order, even when the thank-you page
// is reloaded or opened again from the browser history in the same tab session.

export interface PurchaseEvent {
  event: 'purchase';
  ecommerce: { transaction_id: string; value: number; currency: string };
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const sentKey = (number: string) => `purchase-sent:${number}`;

export function pushPurchaseOnce(order: Pick<OrderDetail, 'number' | 'totals'>): boolean {
  try {
    if (sessionStorage.getItem(sentKey(order.number))) return false;
    sessionStorage.setItem(sentKey(order.number), '1');
  } catch {
    // Without storage the event may repeat on a reload; better than never counting the sale.
  }
  window.dataLayer ??= [];
  const event: PurchaseEvent = {
    event: 'purchase',
    ecommerce: {
      transaction_id: order.number,
      value: toMajor(order.totals.total),
      currency: order.totals.total.currency,
    },
  };
  window.dataLayer.push(event);
  return true;
}
