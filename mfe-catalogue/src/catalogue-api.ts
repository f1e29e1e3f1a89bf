import type { Money } from 'shared-domain';
import { api } from 'shared-ui';

// Wire shapes of the catalogue endpoints (docs/platform-contracts.md). Names and colours arrive in
// the shop's language, prices as Money in minor units.
export interface ProductType {
  id: number;
  seoName: string;
  name: string;
  productCount: number;
}

export type QualityGrade = 'A+' | 'A' | 'B' | 'C' | 'D';

export interface Colour {
  name: string;
  /** CSS colour of the swatch, e.g. "#8fb2d0". */
  hex: string;
}

export interface ProductSummary {
  id: number;
  seoName: string;
  name: string;
  manufacturer: string;
  typeSeoName: string;
  quality: QualityGrade | null;
  isUsed: boolean;
  colour: Colour | null;
  storageGb: number | null;
  price: Money;
  stock: number;
}

export interface ProductPage {
  items: ProductSummary[];
  page: number;
  pageSize: number;
  total: number;
}

export interface ProductQuery {
  /** seoName of a product type; all types when left out. */
  type?: string;
  page?: number;
  pageSize: number;
}

export const catalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProductTypes: build.query<ProductType[], void>({
      query: () => '/api/new/catalogue/product-types',
    }),
    getProducts: build.query<ProductPage, ProductQuery>({
      query: ({ type, page = 1, pageSize }) => ({
        path: '/api/new/catalogue/products',
        query: { type, page, pageSize },
      }),
    }),
  }),
});

export const { useGetProductTypesQuery, useGetProductsQuery } = catalogueApi;
