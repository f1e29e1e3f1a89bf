import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl';
import type { AdminProductReview } from 'shared-domain';
import type { GridColumn } from 'shared-ui/data-grid';
import type { IdUnder } from '../messages/message-ids.ts';
import { reviewStatusName } from './review-labels.ts';
import { ReviewText } from './review-text.tsx';
import styles from './reviews.module.css';

const MAX_STARS = 5;

/** The rating as stars for the eye and as "4 z 5" for a screen reader, which would read ★ one by one. */
function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <span role="img" aria-label={label} className={styles.stars}>
      {'★'.repeat(rating)}
      {'☆'.repeat(Math.max(0, MAX_STARS - rating))}
    </span>
  );
}

/** The moderation grid's columns; the api lists newest first and sorts by nothing else. */
export function reviewGridColumns(
  intl: IntlShape,
  formatDateTime: (value: string) => string,
  renderActions: (review: AdminProductReview) => ReactNode,
): GridColumn<AdminProductReview>[] {
  const t = (id: IdUnder<'admin.reviews.'>, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `admin.reviews.${id}` }, values);
  return [
    { id: 'product', header: t('column.product'), hideable: false, cell: (review) => review.product_name },
    {
      id: 'rating',
      header: t('column.rating'),
      cell: (review) => <Stars rating={review.rating} label={t('rating', { rating: review.rating })} />,
    },
    { id: 'reviewer', header: t('column.reviewer'), cell: (review) => review.full_name },
    {
      id: 'verified',
      header: t('column.verified'),
      cell: (review) => (
        <>
          {t(review.verified ? 'verified.yes' : 'verified.no')}
          {review.voucher_or_invoice_number && (
            <span className={styles.secondary}>{review.voucher_or_invoice_number}</span>
          )}
        </>
      ),
    },
    {
      id: 'created',
      header: t('column.created'),
      cell: (review) => <time dateTime={review.created_at}>{formatDateTime(review.created_at)}</time>,
    },
    {
      id: 'status',
      header: t('column.status'),
      cell: (review) => intl.formatMessage({ id: reviewStatusName[review.status] }),
    },
    { id: 'text', header: t('column.text'), cell: (review) => <ReviewText review={review} /> },
    { id: 'actions', header: t('column.actions'), hideable: false, cell: renderActions },
  ];
}
