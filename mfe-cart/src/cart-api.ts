import type { CartCount } from 'shared-domain';
import { api } from 'shared-ui';

// Tagged 'Cart': logging in or out and (later) every cart change invalidate it, so the header badge
// and the cart page refresh together from one cached request.
export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCartCount: build.query<number, void>({
      query: () => '/api/new/cart/count',
      transformResponse: (response: CartCount) => response.count,
      providesTags: ['Cart'],
    }),
  }),
});

export const { useGetCartCountQuery } = cartApi;
