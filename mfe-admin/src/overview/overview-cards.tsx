import { type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import type { AdminOverview } from 'shared-domain';
import { LoadError, Skeleton } from 'shared-ui';
import { useGetAdminOverviewQuery } from '../admin-api.ts';
import styles from './admin-page.module.css';

const cards: (keyof AdminOverview)[] = ['products', 'orders', 'customers', 'stores', 'lowStock'];

export function OverviewCards() {
  const intl = useIntl();
  const headingId = useId();
  const { data, error, isLoading, refetch } = useGetAdminOverviewQuery();

  let content: ReactNode;
  if (isLoading) {
    content = (
      <ul className={styles.cards} aria-hidden="true">
        {cards.map((card) => (
          <li key={card}>
            <Skeleton variant="rect" height="5.5rem" />
          </li>
        ))}
      </ul>
    );
  } else if (error || !data) {
    content = <LoadError error={error} onRetry={refetch} />;
  } else {
    content = (
      <dl className={styles.cards}>
        {cards.map((card) => (
          <div
            key={card}
            className={card === 'lowStock' && data.lowStock > 0 ? styles.cardWarning : styles.card}
          >
            <dt className={styles.cardLabel}>{intl.formatMessage({ id: `admin.overview.${card}` })}</dt>
            <dd className={styles.cardValue}>{intl.formatNumber(data[card])}</dd>
          </div>
        ))}
      </dl>
    );
  }

  return (
    <section aria-labelledby={headingId} aria-busy={isLoading || undefined}>
      <h2 id={headingId}>{intl.formatMessage({ id: 'admin.overview.title' })}</h2>
      {content}
    </section>
  );
}
