import type { ReactNode } from 'react';
import { PageLayout } from 'shared-ui';
import { DataGrid, type GridColumn, type GridState, useGridUrlState } from 'shared-ui/data-grid';
import styles from './inbox.module.css';

/**
 * A grid's URL state and the api query made of it. The grid shows the query's page size, not the
 * URL's, because the api caps how many rows a page may ask for.
 */
export function useInboxGridState<Query extends { pageSize: number }>(options: {
  filterKeys: readonly string[];
  pageSize: number;
  queryOf: (state: GridState) => Query;
}) {
  const [urlState, setState] = useGridUrlState({
    filterKeys: options.filterKeys,
    pageSize: options.pageSize,
  });
  const query = options.queryOf(urlState);
  const grid = { state: { ...urlState, pageSize: query.pageSize }, onStateChange: setState };
  return { urlState, setState, query, grid };
}

interface InboxGridResult<Row> {
  data?: { items: Row[]; total: number };
  error?: unknown;
  isFetching: boolean;
  refetch: () => void;
}

/** An inbox page: its title and lead over a server-side grid whose texts share the page's messages. */
export function InboxGrid<Row extends { id: number }>(props: {
  /** The page's message by its key below the page's prefix. */
  t: (id: 'title' | 'lead' | 'caption' | 'empty') => string;
  columns: GridColumn<Row>[];
  result: InboxGridResult<Row>;
  grid: { state: GridState; onStateChange: (patch: Partial<GridState>) => void };
  filters: ReactNode;
}) {
  const { t, result, grid } = props;
  return (
    <PageLayout title={t('title')} lead={t('lead')}>
      <DataGrid<Row>
        caption={t('caption')}
        columns={props.columns}
        rows={result.data?.items}
        total={result.data?.total ?? 0}
        state={grid.state}
        onStateChange={grid.onStateChange}
        getRowId={(row) => String(row.id)}
        isLoading={result.isFetching}
        error={result.error}
        onRetry={result.refetch}
        emptyText={t('empty')}
        toolbar={<div className={styles.filters}>{props.filters}</div>}
      />
    </PageLayout>
  );
}
