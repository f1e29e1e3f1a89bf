import type { ProductPage, ProductSort, ProductType } from 'shared-domain';
import { api } from 'shared-ui';

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
    getProductTypes: build.query<ProductType[], void>({
      query: () => '/api/new/catalogue/product-types',
    }),
    getProducts: build.query<ProductPage, ProductQuery>({
      query: ({ type, page = 1, pageSize, sort }) => ({
        path: '/api/new/catalogue/products',
        query: { type, page, pageSize, sort },
      }),
    }),
  }),
});

export const { useGetProductTypesQuery, useGetProductsQuery } = catalogueApi;
