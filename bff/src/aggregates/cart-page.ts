import type { Cart, CartPageData, CartTotals, Deliveries, Payments } from 'shared-domain';
import { defineAggregate } from './define-aggregate.ts';

// GET /api/bff/cart-page?delivery=&payment=: the cart page in one round trip (issue 5 item 9) —
// the cart with its sub-carts and discounts, the delivery methods with pickup stores, the payment
// methods that go with the chosen delivery, and the totals with that delivery and payment. The
// four api calls run in parallel; the api validates the query values and answers 400 for bad ones.
export const cartPageAggregate = defineAggregate(
  '/cart-page',
  async ({ api, req }): Promise<CartPageData> => {
    const choice = new URLSearchParams();
    for (const name of ['delivery', 'payment'] as const) {
      const value = req.query[name];
      if (typeof value === 'string' && value !== '') choice.set(name, value);
    }
    const delivery = choice.get('delivery');
    const paymentsQuery = delivery ? `?delivery=${encodeURIComponent(delivery)}` : '';
    const summaryQuery = choice.size > 0 ? `?${choice}` : '';
    const [cart, deliveries, payments, summary] = await Promise.all([
      api.get<Cart>('/api/new/cart'),
      api.get<Deliveries>('/api/new/checkout/deliveries'),
      api.get<Payments>(`/api/new/checkout/payments${paymentsQuery}`),
      api.get<CartTotals>(`/api/new/checkout/summary${summaryQuery}`),
    ]);
    return { cart, deliveries, payments, summary };
  },
);
