import type { ApplyDiscount, BuyoutBonusRequest, ServiceKind, UpdateCartItem } from 'shared-domain';
import { api } from 'shared-ui';

export const CART_API = '/api/new/cart';

// Tagged 'Cart': logging in or out and every cart change invalidate it, so the header badge (its
// count query is shared-ui's) and the cart page (cart-page-api.ts) refresh together. Adding a product
// is shared-ui's addToCart (the product page adds too). Mutations are never retried (base query
// policy): repeating a POST that reached the server could change the cart twice.
export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateCartItem: build.mutation<unknown, { itemId: number; change: UpdateCartItem }>({
      query: ({ itemId, change }) => ({
        method: 'PATCH',
        path: `${CART_API}/items/{itemId}`,
        pathParams: { itemId },
        body: change,
      }),
      invalidatesTags: ['Cart'],
    }),
    removeCartProduct: build.mutation<unknown, { productSeoName: string }>({
      query: (body) => ({ method: 'POST', path: `${CART_API}/remove`, body }),
      invalidatesTags: ['Cart'],
    }),
    removeCartService: build.mutation<unknown, { itemId: number; kind: ServiceKind; code?: string }>({
      query: ({ itemId, kind, code }) => ({
        method: 'DELETE',
        path: `${CART_API}/items/{itemId}/services/{kind}`,
        pathParams: { itemId, kind },
        query: code === undefined ? undefined : { code },
      }),
      invalidatesTags: ['Cart'],
    }),
    applyBuyoutBonus: build.mutation<unknown, { itemId: number; request: BuyoutBonusRequest }>({
      query: ({ itemId, request }) => ({
        method: 'POST',
        path: `${CART_API}/items/{itemId}/buyout-bonus`,
        pathParams: { itemId },
        body: request,
      }),
      invalidatesTags: ['Cart'],
    }),
    removeBuyoutBonus: build.mutation<unknown, { itemId: number }>({
      query: ({ itemId }) => ({
        method: 'DELETE',
        path: `${CART_API}/items/{itemId}/buyout-bonus`,
        pathParams: { itemId },
      }),
      invalidatesTags: ['Cart'],
    }),
    applyDiscount: build.mutation<unknown, ApplyDiscount>({
      query: (body) => ({ method: 'POST', path: `${CART_API}/discounts`, body }),
      invalidatesTags: ['Cart'],
    }),
    removeDiscount: build.mutation<unknown, { discountId: number }>({
      query: ({ discountId }) => ({
        method: 'DELETE',
        path: `${CART_API}/discounts/{discountId}`,
        pathParams: { discountId },
      }),
      invalidatesTags: ['Cart'],
    }),
  }),
});

export const {
  useUpdateCartItemMutation,
  useRemoveCartProductMutation,
  useRemoveCartServiceMutation,
  useApplyBuyoutBonusMutation,
  useRemoveBuyoutBonusMutation,
  useApplyDiscountMutation,
  useRemoveDiscountMutation,
} = cartApi;
