import type { ReactNode } from 'react';
import { EmptyState, LoadError, Skeleton } from 'shared-ui';

interface AdminListResult<Item> {
  data?: { items: Item[] };
  error?: unknown;
  isLoading: boolean;
  refetch: () => void;
}

/**
 * A whole list an admin page loads at once, as a table: a placeholder while it loads, the error
 * with a retry when it fails (or brings nothing), the empty state when it has no items.
 */
export function AdminListTable<Item>(props: {
  result: AdminListResult<Item>;
  className: string;
  caption: string;
  columnHeaders: string[];
  emptyTitle: string;
  /** One `<tr>` with its key. */
  renderRow: (item: Item) => ReactNode;
}) {
  const { data, error, isLoading, refetch } = props.result;
  if (isLoading) return <Skeleton variant="rect" height="20rem" />;
  if (error || !data) return <LoadError error={error} onRetry={refetch} />;
  if (data.items.length === 0) return <EmptyState title={props.emptyTitle} />;
  return (
    <table className={props.className}>
      <caption>{props.caption}</caption>
      <thead>
        <tr>
          {props.columnHeaders.map((header) => (
            <th key={header} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{data.items.map(props.renderRow)}</tbody>
    </table>
  );
}
