import type { CartCount } from 'shared-domain';
import { api } from './api.ts';

// Lives in shared-ui, not in mfe-cart: the shell's header shows the count from the first paint
// (seeded from the boot data) before the cart's badge widget loads, and one endpoint means one
// cached request for both. Tagged 'Cart', so every cart change and a login refresh it.
export const cartCountApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCartCount: build.query<number, void>({
      query: () => '/api/new/cart/count',
      transformResponse: (response: CartCount) => response.count,
      providesTags: ['Cart'],
    }),
  }),
});

export const { useGetCartCountQuery } = cartCountApi;
