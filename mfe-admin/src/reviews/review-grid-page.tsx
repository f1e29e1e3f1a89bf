import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { AdminProductReview } from 'shared-domain';
import { Alert, PageLayout, SelectField, useFormatDate } from 'shared-ui';
import { DataGrid, useGridUrlState } from 'shared-ui/data-grid';
import { useFocusWhenRowLeaves } from '../forms/use-focus-when-row-leaves.ts';
import type { IdUnder } from '../messages/message-ids.ts';
import { ReviewActions } from './review-actions.tsx';
import {
  REVIEW_FILTER_KEYS,
  REVIEWS_PAGE_SIZE,
  reviewFilterOf,
  reviewFilters,
  reviewListArgs,
} from './review-filter.ts';
import { reviewGridColumns } from './review-grid-columns.tsx';
import { reviewFilterEmpty, reviewFilterName } from './review-labels.ts';
import styles from './reviews.module.css';
import { useGetAdminReviewsQuery } from './reviews-api.ts';

/** /admin/recenze: the reviews customers wrote, the pending ones first of all, to approve, reject or edit. */
export function ReviewGridPage() {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const t = (id: IdUnder<'admin.reviews.'>) => intl.formatMessage({ id: `admin.reviews.${id}` });
  const [urlState, setState] = useGridUrlState({
    filterKeys: REVIEW_FILTER_KEYS,
    pageSize: REVIEWS_PAGE_SIZE,
  });
  const args = reviewListArgs(urlState);
  const state = { ...urlState, pageSize: args.pageSize };
  const filter = reviewFilterOf(state.filters);
  const { data, error, isFetching, refetch } = useGetAdminReviewsQuery(args);
  const [failure, setFailure] = useState<string | null>(null);
  const { targetRef, expectRowToLeave } = useFocusWhenRowLeaves<HTMLSelectElement>(data);

  const columns = useMemo(
    () =>
      reviewGridColumns(
        intl,
        (value) => formatDate(value, { dateStyle: 'short', timeStyle: 'short' }),
        (review: AdminProductReview) => (
          <ReviewActions review={review} onStatusChanged={expectRowToLeave} onFailure={setFailure} />
        ),
      ),
    [intl, formatDate, expectRowToLeave],
  );

  return (
    <PageLayout title={t('title')} lead={t('lead')}>
      {failure && (
        <Alert tone="error" title={t('changeFailed')} onDismiss={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      <DataGrid<AdminProductReview>
        caption={t('caption')}
        columns={columns}
        rows={data?.items}
        total={data?.total ?? 0}
        state={state}
        onStateChange={setState}
        getRowId={(review) => String(review.id)}
        isLoading={isFetching}
        error={error}
        onRetry={refetch}
        emptyText={intl.formatMessage({ id: reviewFilterEmpty[filter] })}
        toolbar={
          <div className={styles.filters}>
            <SelectField
              ref={targetRef}
              label={t('filter.status')}
              value={filter}
              onChange={(event) => setState({ filters: { status: event.target.value } })}
              options={reviewFilters.map((value) => ({
                value,
                label: intl.formatMessage({ id: reviewFilterName[value] }),
              }))}
            />
          </div>
        }
      />
    </PageLayout>
  );
}
