import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ProductReviewCreated, ReviewSort } from 'shared-domain';
import {
  Alert,
  Button,
  EmptyState,
  LoadError,
  Pagination,
  SelectField,
  Skeleton,
  SkeletonText,
  Spinner,
  visuallyHidden,
} from 'shared-ui';
import type { MessageId } from '../messages/message-ids.ts';
import { RatingSummary } from './rating-summary.tsx';
import { ReviewCard } from './review-card.tsx';
import styles from './reviews.module.css';
import { useGetProductReviewsQuery } from './reviews-api.ts';

// The form (and the zod schema it validates with) loads only when someone starts writing.
const ReviewForm = lazy(() => import('./review-form.tsx'));

export const REVIEWS_PAGE_SIZE = 6;
const sorts = ['newest', 'rating_desc', 'rating_asc', 'helpful'] as const satisfies readonly ReviewSort[];

/** Each order of the reviews in words: a new order without its words fails tsc. */
const sortLabel: Record<(typeof sorts)[number], MessageId> = {
  newest: 'catalogue.reviews.sort.newest',
  rating_desc: 'catalogue.reviews.sort.rating_desc',
  rating_asc: 'catalogue.reviews.sort.rating_asc',
  helpful: 'catalogue.reviews.sort.helpful',
};

export interface ProductReviewsProps {
  productId: number;
  /** The master product's seo name (all variants of a model share their reviews). */
  masterSeoName: string;
  productName: string;
}

/** The product page's reviews: rating summary, the approved reviews and the review form. */
export function ProductReviews(props: ProductReviewsProps) {
  // Another model starts on its first page with the form closed.
  return <ReviewsSection key={props.masterSeoName} {...props} />;
}

function ReviewsSection({ productId, masterSeoName, productName }: ProductReviewsProps) {
  const intl = useIntl();
  const headingId = useId();
  const formId = useId();
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [page, setPage] = useState(1);
  const [writing, setWriting] = useState(false);
  const [sent, setSent] = useState<ProductReviewCreated | null>(null);
  const { data, error, isLoading, isFetching, refetch } = useGetProductReviewsQuery({
    masterSeoName,
    page,
    pageSize: REVIEWS_PAGE_SIZE,
    sort,
  });

  let content: ReactNode;
  if (isLoading) content = <ReviewsSkeleton />;
  else if (error || !data)
    content = (
      <LoadError
        error={error}
        onRetry={refetch}
        title={intl.formatMessage({ id: 'catalogue.reviews.loadError' })}
      />
    );
  else if (data.summary.count === 0)
    content = (
      <EmptyState headingLevel={3} title={intl.formatMessage({ id: 'catalogue.reviews.empty' })}>
        {intl.formatMessage({ id: 'catalogue.reviews.emptyHint' })}
      </EmptyState>
    );
  else
    content = (
      <>
        <RatingSummary summary={data.summary} />
        <div className={styles.toolbar}>
          <SelectField
            label={intl.formatMessage({ id: 'catalogue.reviews.sort' })}
            value={sort}
            onChange={(event) => {
              setSort(event.target.value as ReviewSort);
              setPage(1);
            }}
            options={sorts.map((value) => ({
              value,
              label: intl.formatMessage({ id: sortLabel[value] }),
            }))}
          />
        </div>
        <ul
          className={styles.list}
          aria-label={intl.formatMessage({ id: 'catalogue.reviews.list' })}
          aria-busy={isFetching || undefined}
        >
          {data.items.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
        <Pagination
          page={page}
          pageCount={Math.ceil(data.total / REVIEWS_PAGE_SIZE)}
          onPageChange={setPage}
          label={intl.formatMessage({ id: 'catalogue.reviews.pagination' })}
        />
      </>
    );

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <header className={styles.header}>
        <h2 id={headingId}>{intl.formatMessage({ id: 'catalogue.reviews.title' })}</h2>
        {!writing && (
          <Button
            variant="secondary"
            aria-expanded={false}
            aria-controls={formId}
            onClick={() => {
              setSent(null);
              setWriting(true);
            }}
          >
            {intl.formatMessage({ id: 'catalogue.reviews.write' })}
          </Button>
        )}
      </header>
      {sent && (
        <Alert tone="success" onDismiss={() => setSent(null)}>
          <p>{intl.formatMessage({ id: 'catalogue.reviews.form.success' })}</p>
          {sent.verified && <p>{intl.formatMessage({ id: 'catalogue.reviews.form.successVerified' })}</p>}
        </Alert>
      )}
      <div id={formId}>
        {writing && (
          <Suspense
            fallback={<Spinner label={intl.formatMessage({ id: 'catalogue.reviews.form.loading' })} />}
          >
            <ReviewForm
              productId={productId}
              masterSeoName={masterSeoName}
              productName={productName}
              onSent={(created) => {
                setWriting(false);
                setSent(created);
              }}
              onCancel={() => setWriting(false)}
            />
          </Suspense>
        )}
      </div>
      {content}
    </section>
  );
}

function ReviewsSkeleton() {
  const intl = useIntl();
  return (
    <div className={styles.skeleton} aria-busy="true">
      <span role="status" className={visuallyHidden}>
        {intl.formatMessage({ id: 'catalogue.reviews.loading' })}
      </span>
      <Skeleton variant="rect" height="7rem" width="min(100%, 36rem)" />
      <div className={styles.list}>
        {[1, 2, 3].map((key) => (
          <SkeletonText key={key} lines={4} />
        ))}
      </div>
    </div>
  );
}
