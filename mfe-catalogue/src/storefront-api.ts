import type { ExpectedProductList, Menu, OfferProductList, ProductList } from 'shared-domain';
import { api } from 'shared-ui';

// The storefront's endpoints: megamenu, favourites and the home page's product lists. Favourites
// also depend on who is signed in: logging in invalidates 'Session', and the visitor's favourites
// are merged into the customer's by then.
const storefrontApi = api.enhanceEndpoints({ addTagTypes: ['Favourites'] }).injectEndpoints({
  endpoints: (build) => ({
    getMenu: build.query<Menu, void>({
      query: () => '/api/new/mp-menu/hamburger/hamburger/',
    }),
    getNewlyStocked: build.query<ProductList, number>({
      query: (limit) => ({ path: '/api/new/catalogue/lists/newly-stocked/', query: { limit } }),
    }),
    getExpected: build.query<ExpectedProductList, number>({
      query: (limit) => ({ path: '/api/new/catalogue/lists/expected/', query: { limit } }),
    }),
    getTimeLimitedOffers: build.query<OfferProductList, void>({
      query: () => '/api/new/catalogue/lists/time-limited-offers/',
    }),
    /** Products by seo name, in the order given (at most 4: the last visited). */
    getProductsBySeo: build.query<ProductList, string[]>({
      query: (seoNames) => ({ path: '/api/new/catalogue/lists/by-seo/', query: { seo: seoNames.join(',') } }),
    }),
    getFavourites: build.query<ProductList, void>({
      query: () => '/api/new/catalogue/favourites/',
      providesTags: ['Favourites', 'Session'],
    }),
    setFavourite: build.mutation<void, { productId: number; favourite: boolean }>({
      query: ({ productId, favourite }) => ({
        path: '/api/new/catalogue/favourites/{productId}',
        method: favourite ? 'PUT' : 'DELETE',
        pathParams: { productId },
      }),
      // Optimistic: a removed favourite leaves the list at once and comes back when the api refuses.
      async onQueryStarted({ productId, favourite }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          storefrontApi.util.updateQueryData('getFavourites', undefined, (draft) => {
            if (!favourite) draft.items = draft.items.filter((item) => item.id !== productId);
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: ['Favourites'],
    }),
  }),
});

export { storefrontApi };
export const {
  useGetMenuQuery,
  useGetNewlyStockedQuery,
  useGetExpectedQuery,
  useGetTimeLimitedOffersQuery,
  useGetProductsBySeoQuery,
  useGetFavouritesQuery,
  useSetFavouriteMutation,
} = storefrontApi;
