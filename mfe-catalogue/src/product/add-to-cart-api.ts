import type { AddToCartRequest, AddToCartResult } from 'shared-domain';
import { api } from 'shared-ui';

// Putting a product into the cart from the product page. Mutations are never retried (base query policy): repeating a POST that reached the server could
// add a product twice.
export const addToCartApi = api.injectEndpoints({
  endpoints: (build) => ({
    addToCart: build.mutation<AddToCartResult, AddToCartRequest>({
      query: (body) => ({ method: 'POST', path: '/api/new/cart/items', body }),
      // Only an added product changes the cart: then the header badge and the cart page refetch.
      invalidatesTags: (result) => (result ? ['Cart'] : []),
    }),
  }),
});

export const { useAddToCartMutation } = addToCartApi;
