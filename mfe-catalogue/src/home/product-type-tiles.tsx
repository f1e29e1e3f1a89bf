import { type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import { EmptyState, Link, LoadError, Skeleton } from 'shared-ui';
import { useGetProductTypesQuery } from '../catalogue-api.ts';
import { categoryPath } from '../category/category-path.ts';
import styles from './home.module.css';

/** One tile per product type (phones, tablets, …) with the number of products in it. */
export function ProductTypeTiles() {
  const intl = useIntl();
  const headingId = useId();
  const { data, error, isLoading, refetch } = useGetProductTypesQuery();

  let content: ReactNode;
  if (isLoading) {
    content = (
      <ul className={styles.tiles} aria-hidden="true">
        {Array.from({ length: 4 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders have nothing else to key on.
          <li key={index}>
            <Skeleton variant="rect" height="5.5rem" />
          </li>
        ))}
      </ul>
    );
  } else if (error || !data) {
    content = <LoadError error={error} onRetry={refetch} />;
  } else if (data.length === 0) {
    content = (
      <EmptyState headingLevel={3} title={intl.formatMessage({ id: 'catalogue.types.empty' })}>
        {intl.formatMessage({ id: 'catalogue.types.emptyHint' })}
      </EmptyState>
    );
  } else {
    content = (
      <ul className={styles.tiles}>
        {data.map((type) => (
          <li key={type.id}>
            <Link to={categoryPath(type.seoName)} className={styles.tile}>
              <span className={styles.tileName}>{type.name}</span>
              <span className={styles.tileCount}>
                {intl.formatMessage({ id: 'catalogue.types.count' }, { count: type.productCount })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={headingId} aria-busy={isLoading || undefined} className={styles.section}>
      <h2 id={headingId}>{intl.formatMessage({ id: 'catalogue.types.title' })}</h2>
      {content}
    </section>
  );
}
