import type { AdminProductReview, ReviewAdminUpdate, ReviewStatus } from 'shared-domain';
import { api } from 'shared-ui';

// The staff calls of the reviews (api/src/reviews/routes.ts, "staff"): the moderation queue, an
// approval, and an edit of a review's texts, rating or status.
const REVIEWS_API = '/api/new/product-reviews/admin';
/** The api takes at most 100 a page. */
export const REVIEWS_MAX_PAGE_SIZE = 100;

export interface AdminReviewsArgs {
  page: number;
  pageSize: number;
  /** Undefined: every status. */
  status?: ReviewStatus;
}

export interface AdminReviewList {
  items: AdminProductReview[];
  page: number;
  pageSize: number;
  total: number;
}

export interface ReviewUpdateArgs {
  id: number;
  /** Only what changes: the history then shows exactly what staff did. */
  changes: ReviewAdminUpdate;
}

const LIST = { type: 'AdminReview', id: 'LIST' } as const;

export const reviewsApi = api
  .enhanceEndpoints({ addTagTypes: ['AdminReview', 'AdminHistory'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getAdminReviews: build.query<AdminReviewList, AdminReviewsArgs>({
        query: (query) => ({ path: `${REVIEWS_API}/reviews/`, query: { ...query } }),
        // Staff data belongs to a session: logging in or out refetches (or drops) it.
        providesTags: ['Session', LIST],
      }),
      approveReview: build.mutation<AdminProductReview, number>({
        query: (id) => ({ method: 'PATCH', path: `${REVIEWS_API}/approve/{id}/`, pathParams: { id } }),
        // A missing review (deleted meanwhile) also means the list is out of date.
        invalidatesTags: (_result, error) => (!error || error.status === 404 ? [LIST, 'AdminHistory'] : []),
      }),
      updateReview: build.mutation<AdminProductReview, ReviewUpdateArgs>({
        query: ({ id, changes }) => ({
          method: 'PATCH',
          path: `${REVIEWS_API}/update/{id}/`,
          pathParams: { id },
          body: changes,
        }),
        invalidatesTags: (_result, error) => (!error || error.status === 404 ? [LIST, 'AdminHistory'] : []),
      }),
    }),
  });

export const { useGetAdminReviewsQuery, useApproveReviewMutation, useUpdateReviewMutation } = reviewsApi;
