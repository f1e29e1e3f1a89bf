import type {
  CategoryBrowsePage,
  ProductPage,
  ProductPageData,
  ProductSort,
  SearchPage,
  SearchSuggestion,
} from 'shared-domain';
import { api } from 'shared-ui';
import type { BrowseRequest } from './category/browse-query.ts';

// The answers' shapes are shared-domain's catalogue contracts, the ones the api validates with.
export interface ProductQuery {
  /** seoName of a product type; all types when left out. */
  type?: string;
  page?: number;
  pageSize: number;
  /** Catalogue order when left out. */
  sort?: ProductSort;
}

export const catalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<ProductPage, ProductQuery>({
      query: ({ type, page = 1, pageSize, sort }) => ({
        path: '/api/new/catalogue/products',
        query: { type, page, pageSize, sort },
      }),
    }),
    // Category filters and search (category/browse-query.ts builds the query from the URL).
    browseProducts: build.query<CategoryBrowsePage, BrowseRequest & { type: string }>({
      query: ({ type, ...rest }) => ({ path: '/api/new/catalogue/browse/', query: { type, ...rest } }),
    }),
    searchProducts: build.query<SearchPage, BrowseRequest & { q: string }>({
      query: ({ q, ...rest }) => ({ path: '/api/new/catalogue/search/', query: { q, ...rest } }),
    }),
    getSearchSuggestions: build.query<SearchSuggestion[], string>({
      query: (q) => ({ path: '/api/new/catalogue/search/suggestions/', query: { q } }),
    }),
  }),
});

export const { useGetProductsQuery } = catalogueApi;
export const { useBrowseProductsQuery, useSearchProductsQuery, useGetSearchSuggestionsQuery } = catalogueApi;

// The product page (product/): its data through the bff aggregate. Adding to the cart is shared-ui's
// addToCart (the cart adds too).
export const productApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProductPage: build.query<ProductPageData, string>({
      query: (seo) => ({ path: '/api/bff/product-page', query: { seo } }),
    }),
  }),
});

export const { useGetProductPageQuery } = productApi;
