import type {
  ProductReviewCreated,
  ProductReviewPage,
  ReviewForm,
  ReviewSort,
  ReviewUserData,
} from 'shared-domain';
import { api } from 'shared-ui';

// The product reviews' calls (the fixed paths under BASE, plus the listing of the product page). The
// answers' shapes are shared-domain's reviews contracts, the ones the api validates with.
const BASE = '/api/new/product-reviews';

export interface ProductReviewsQuery {
  masterSeoName: string;
  page: number;
  pageSize: number;
  sort: ReviewSort;
}

export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProductReviews: build.query<ProductReviewPage, ProductReviewsQuery>({
      query: ({ masterSeoName, page, pageSize, sort }) => ({
        path: `${BASE}/products/{seo}/reviews/`,
        pathParams: { seo: masterSeoName },
        query: { page, pageSize, sort },
      }),
    }),
    getReviewUserData: build.query<ReviewUserData, string>({
      query: (masterSeoName) => ({
        path: `${BASE}/product-review/user-data-for-product-review/{seo}/`,
        pathParams: { seo: masterSeoName },
      }),
      providesTags: ['Session'],
    }),
    createProductReview: build.mutation<ProductReviewCreated, { productId: number; form: ReviewForm }>({
      query: ({ productId, form }) => ({
        method: 'POST',
        path: `${BASE}/product-review/product-review/{productId}/`,
        pathParams: { productId },
        body: form,
      }),
    }),
  }),
});

export const { useGetProductReviewsQuery, useGetReviewUserDataQuery, useCreateProductReviewMutation } =
  reviewsApi;
