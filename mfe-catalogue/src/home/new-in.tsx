import { type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import { EmptyState, LoadError } from 'shared-ui';
import { useGetProductsQuery } from '../catalogue-api.ts';
import { ProductGrid, ProductGridSkeleton } from '../products/product-grid.tsx';
import styles from './home.module.css';

export const NEW_IN_COUNT = 8;

/** The "New in" grid: the 8 newest products of the shop. */
export function NewIn() {
  const intl = useIntl();
  const headingId = useId();
  const { data, error, isLoading, refetch } = useGetProductsQuery({ pageSize: NEW_IN_COUNT, sort: 'newest' });

  let content: ReactNode;
  if (isLoading) content = <ProductGridSkeleton count={NEW_IN_COUNT} />;
  else if (error || !data) content = <LoadError error={error} onRetry={refetch} />;
  else if (data.items.length === 0)
    content = <EmptyState headingLevel={3} title={intl.formatMessage({ id: 'catalogue.newIn.empty' })} />;
  else content = <ProductGrid products={data.items} headingLevel={3} />;

  return (
    <section aria-labelledby={headingId} aria-busy={isLoading || undefined} className={styles.section}>
      <h2 id={headingId}>{intl.formatMessage({ id: 'catalogue.newIn.title' })}</h2>
      {content}
    </section>
  );
}
