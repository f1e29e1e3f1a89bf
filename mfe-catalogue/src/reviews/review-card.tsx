import { useIntl } from 'react-intl';
import type { ProductReview } from 'shared-domain';
import { useFormatDate, visuallyHidden } from 'shared-ui';
import styles from './reviews.module.css';
import { Stars } from './stars.tsx';

export function ReviewCard({ review }: { review: ProductReview }) {
  const intl = useIntl();
  const formatDate = useFormatDate();
  return (
    <article className={styles.review}>
      <h3>{review.full_name}</h3>
      <div className={styles.reviewMeta}>
        <Stars rating={review.rating} />
        <span className={visuallyHidden}>
          {intl.formatMessage({ id: 'catalogue.reviews.itemRating' }, { rating: review.rating })}
        </span>
        <time dateTime={review.created_at} className={styles.muted}>
          {formatDate(review.created_at)}
        </time>
        {review.verified && (
          <span className={styles.badge}>{intl.formatMessage({ id: 'catalogue.reviews.verified' })}</span>
        )}
      </div>
      <p className={styles.muted}>
        {intl.formatMessage({ id: 'catalogue.reviews.reviewedProduct' }, { name: review.product_name })}
      </p>
      <p>{review.text}</p>
      {(review.pros || review.cons) && (
        <dl className={styles.prosCons}>
          {review.pros && (
            <>
              <dt>{intl.formatMessage({ id: 'catalogue.reviews.pros' })}</dt>
              <dd>{review.pros}</dd>
            </>
          )}
          {review.cons && (
            <>
              <dt>{intl.formatMessage({ id: 'catalogue.reviews.cons' })}</dt>
              <dd>{review.cons}</dd>
            </>
          )}
        </dl>
      )}
      {review.helpful_count > 0 && (
        <p className={styles.muted}>
          {intl.formatMessage({ id: 'catalogue.reviews.helpful' }, { count: review.helpful_count })}
        </p>
      )}
    </article>
  );
}
