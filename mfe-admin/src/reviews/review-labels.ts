import type { ReviewStatus } from 'shared-domain/contracts';
import type { MessageId } from '../messages/message-ids.ts';
import type { ReviewFilter } from './review-filter.ts';

/** Each state of a review, named: a new state without its words fails tsc. */
export const reviewStatusName: Record<ReviewStatus, MessageId> = {
  pending: 'admin.reviews.status.pending',
  approved: 'admin.reviews.status.approved',
  rejected: 'admin.reviews.status.rejected',
};

/** Each choice of the grid's status filter. */
export const reviewFilterName: Record<ReviewFilter, MessageId> = {
  pending: 'admin.reviews.filter.pending',
  approved: 'admin.reviews.filter.approved',
  rejected: 'admin.reviews.filter.rejected',
  all: 'admin.reviews.filter.all',
};

/** What the grid says when a filter finds nothing. */
export const reviewFilterEmpty: Record<ReviewFilter, MessageId> = {
  pending: 'admin.reviews.empty.pending',
  approved: 'admin.reviews.empty.approved',
  rejected: 'admin.reviews.empty.rejected',
  all: 'admin.reviews.empty.all',
};
