import { type ReviewStatus, reviewStatuses } from 'shared-domain/contracts';
import type { GridState } from 'shared-ui/data-grid';
import { type AdminReviewsArgs, REVIEWS_MAX_PAGE_SIZE } from './reviews-api.ts';

// The grid's status filter lives in the URL (?status=approved). Without it the grid is the approval
// queue, the pending reviews; "all" is written out, since leaving the key out already means pending.

export const REVIEW_FILTER_KEYS = ['status'] as const;
export const REVIEWS_PAGE_SIZE = 20;

export type ReviewFilter = ReviewStatus | 'all';
export const reviewFilters: readonly ReviewFilter[] = [...reviewStatuses, 'all'];

/** The filter a URL asks for; a missing or unknown value is the queue of pending reviews. */
export function reviewFilterOf(filters: Record<string, string>): ReviewFilter {
  const value = filters.status;
  return (reviewFilters as readonly string[]).includes(value ?? '') ? (value as ReviewFilter) : 'pending';
}

/** The api's query of a grid state; a page size the api refuses (over 100) is brought down to its limit. */
export function reviewListArgs(state: GridState): AdminReviewsArgs {
  const filter = reviewFilterOf(state.filters);
  return {
    page: state.page,
    pageSize: Math.min(state.pageSize, REVIEWS_MAX_PAGE_SIZE),
    ...(filter === 'all' ? {} : { status: filter }),
  };
}
