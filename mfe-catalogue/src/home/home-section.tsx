import { type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import { EmptyState, LoadError } from 'shared-ui';
import type { MessageId } from '../messages/message-ids.ts';
import { ProductGridSkeleton } from '../products/product-grid.tsx';
import styles from './home.module.css';

export interface HomeSectionProps<T> {
  titleId: MessageId;
  emptyId: MessageId;
  /** RTK Query's state of the section's list. */
  query: { data?: { items: T[] }; error?: unknown; isLoading: boolean; refetch: () => void };
  skeletonCount?: number;
  children: (items: T[]) => ReactNode;
}

/**
 * One list of the home page with its own skeleton, empty state and error: a list that fails
 * shows "try again" in its place and the rest of the page goes on.
 */
export function HomeSection<T>({
  titleId,
  emptyId,
  query,
  // As many as a list shows (LIST_SIZE), so the loaded list takes the placeholders' place.
  skeletonCount = 8,
  children,
}: HomeSectionProps<T>) {
  const intl = useIntl();
  const headingId = useId();
  const { data, error, isLoading, refetch } = query;
  let content: ReactNode;
  if (isLoading) content = <ProductGridSkeleton count={skeletonCount} />;
  else if (error || !data)
    content = (
      <LoadError
        error={error}
        onRetry={refetch}
        title={intl.formatMessage({ id: 'catalogue.storefront.sectionError' })}
      />
    );
  else if (data.items.length === 0)
    content = <EmptyState headingLevel={3} title={intl.formatMessage({ id: emptyId })} />;
  else content = children(data.items);
  return (
    <section aria-labelledby={headingId} aria-busy={isLoading || undefined} className={styles.section}>
      <h2 id={headingId}>{intl.formatMessage({ id: titleId })}</h2>
      {content}
    </section>
  );
}
