import type { CartPageData, DeliveryType, PaymentType } from 'shared-domain';
import { api } from 'shared-ui';

// The cart page's data in one request through the bff aggregate (issue 5 item 9): the cart, the
// delivery and payment methods and the totals for the chosen delivery and payment. Tagged 'Cart':
// every cart change (cart-api.ts) invalidates it together with the header badge.
export interface CartPageQuery {
  delivery?: DeliveryType;
  payment?: PaymentType;
}

export const cartPageApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCartPage: build.query<CartPageData, CartPageQuery>({
      query: ({ delivery, payment }) => ({ path: '/api/bff/cart-page', query: { delivery, payment } }),
      providesTags: ['Cart'],
    }),
  }),
});

export const { useGetCartPageQuery } = cartPageApi;
