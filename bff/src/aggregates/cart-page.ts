import type { CartPageData } from 'shared-domain';
import { defineAggregate } from './define-aggregate.ts';

// GET /api/bff/cart-page?delivery=&payment=: the cart page in one round trip (issue 5 item 9) —
// the cart with its sub-carts and discounts, the delivery methods with pickup stores, the payment
// methods that go with the chosen delivery, and the totals with that delivery and payment. One api
// call that prices the cart once (asking cart, deliveries, payments and summary apart priced it
// four times); the api validates the query values and answers 400 for bad ones.
export const cartPageAggregate = defineAggregate(
  '/cart-page',
  async ({ api, req }): Promise<CartPageData> => {
    const choice = new URLSearchParams();
    for (const name of ['delivery', 'payment'] as const) {
      const value = req.query[name];
      if (typeof value === 'string' && value !== '') choice.set(name, value);
    }
    return api.get<CartPageData>(`/api/new/checkout/cart-page${choice.size > 0 ? `?${choice}` : ''}`);
  },
);
