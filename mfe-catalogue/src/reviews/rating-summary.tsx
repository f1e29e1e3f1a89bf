import { useIntl } from 'react-intl';
import type { RatingSummary as Summary } from 'shared-domain';
import { visuallyHidden } from 'shared-ui';
import styles from './reviews.module.css';
import { Stars } from './stars.tsx';

/** The average as text (and stars for the eye) and how many reviews gave each rating. */
export function RatingSummary({ summary }: { summary: Summary }) {
  const intl = useIntl();
  const average = summary.average ?? 0;
  return (
    <div className={styles.summary}>
      <div className={styles.average}>
        <span className={styles.averageValue} aria-hidden="true">
          {intl.formatNumber(average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
        </span>
        <Stars rating={average} />
        <p className={styles.muted}>
          {intl.formatMessage({ id: 'catalogue.reviews.averageLabel' }, { average })}
          {' · '}
          {intl.formatMessage({ id: 'catalogue.reviews.count' }, { count: summary.count })}
        </p>
        {summary.verifiedCount > 0 && (
          <p className={styles.muted}>
            {intl.formatMessage({ id: 'catalogue.reviews.verifiedCount' }, { count: summary.verifiedCount })}
          </p>
        )}
      </div>
      <ul className={styles.histogram} aria-label={intl.formatMessage({ id: 'catalogue.reviews.histogram' })}>
        {summary.histogram.map((bar) => {
          const share = summary.count === 0 ? 0 : (bar.count / summary.count) * 100;
          return (
            <li key={bar.rating} className={styles.bar}>
              <span className={visuallyHidden}>
                {intl.formatMessage(
                  { id: 'catalogue.reviews.histogramRow' },
                  { rating: bar.rating, count: bar.count },
                )}
              </span>
              <span aria-hidden="true">{bar.rating} ★</span>
              <span className={styles.track} aria-hidden="true">
                <span className={styles.fill} style={{ width: `${share}%` }} />
              </span>
              <span aria-hidden="true">{bar.count}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
