import { type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import { EmptyState, Skeleton } from 'shared-ui';
import { LoadError } from '../common/load-error.tsx';
import { CentreCard } from './centre-card.tsx';
import styles from './centres.module.css';
import { useGetServiceCentresQuery } from './places-api.ts';

export function ServiceCentreList() {
  const intl = useIntl();
  const headingId = useId();
  const { data, error, isLoading, refetch } = useGetServiceCentresQuery();

  let content: ReactNode;
  if (isLoading) {
    content = (
      <ul className={styles.list} aria-hidden="true">
        {[0, 1].map((index) => (
          <li key={index}>
            <Skeleton variant="rect" height="15rem" />
          </li>
        ))}
      </ul>
    );
  } else if (error || !data) {
    content = <LoadError error={error} onRetry={refetch} />;
  } else if (data.length === 0) {
    content = (
      <EmptyState headingLevel={3} title={intl.formatMessage({ id: 'service.centres.empty' })}>
        {intl.formatMessage({ id: 'service.centres.emptyHint' })}
      </EmptyState>
    );
  } else {
    content = (
      <ul className={styles.list}>
        {data.map((place) => (
          <li key={place.id}>
            <CentreCard place={place} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={headingId} aria-busy={isLoading || undefined}>
      <h2 id={headingId}>{intl.formatMessage({ id: 'service.centres.title' })}</h2>
      {content}
    </section>
  );
}
