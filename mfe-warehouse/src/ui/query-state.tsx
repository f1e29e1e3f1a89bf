import type { ReactNode } from 'react';
import { EmptyState, LoadError, SkeletonText } from 'shared-ui';

export interface QueryStateProps<T> {
  query: { data?: T; error?: unknown; isLoading: boolean; refetch: () => unknown };
  /** Names what failed to load. */
  errorTitle: string;
  /** Shown instead of the content when there is nothing to list. */
  emptyTitle: string;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/** Loading, error (with a retry) and empty states, the same on every warehouse list. */
export function QueryState<T>({ query, errorTitle, emptyTitle, isEmpty, children }: QueryStateProps<T>) {
  if (query.isLoading) return <SkeletonText lines={4} />;
  if (query.error || query.data === undefined)
    return <LoadError error={query.error} onRetry={() => query.refetch()} title={errorTitle} />;
  if (isEmpty(query.data)) return <EmptyState headingLevel={3} title={emptyTitle} />;
  return <>{children(query.data)}</>;
}
