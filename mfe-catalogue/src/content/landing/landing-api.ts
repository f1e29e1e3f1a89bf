import type {
  BrandComparison,
  BrandComparisonType,
  Comparison,
  LimitedOffers,
  PreorderCreated,
  PreorderRequest,
  WarrantyRegistered,
  WarrantyRegistration,
} from 'shared-domain/contracts/landing.ts';
import { api } from 'shared-ui';

// The landing pages' endpoints, injected when the content chunk loads (never on the home page).
export const landingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getComparison: build.query<Comparison, string[]>({
      query: (seoNames) => ({ path: '/api/new/catalogue/compare', query: { products: seoNames.join(',') } }),
    }),
    getBrandComparison: build.query<BrandComparison, BrandComparisonType>({
      query: (type) => ({ path: '/api/new/catalogue/compare/brands/{type}', pathParams: { type } }),
    }),
    getLimitedOffers: build.query<LimitedOffers, number>({
      query: (componentPk) => ({
        path: '/api/new/leases/time-limited-offer/limited-offers-lease/{component_pk}/',
        pathParams: { component_pk: componentPk },
      }),
      // The seconds left are of the moment of the answer: never served from an old copy.
      keepUnusedDataFor: 0,
    }),
    registerWarranty: build.mutation<WarrantyRegistered, WarrantyRegistration>({
      query: (body) => ({ method: 'POST', path: '/api/new/landing/warranties', body }),
    }),
    preorderProduct: build.mutation<PreorderCreated, PreorderRequest>({
      query: (body) => ({ method: 'POST', path: '/api/new/landing/preorders', body }),
    }),
  }),
});

export const {
  useGetComparisonQuery,
  useGetBrandComparisonQuery,
  useGetLimitedOffersQuery,
  useRegisterWarrantyMutation,
  usePreorderProductMutation,
} = landingApi;
