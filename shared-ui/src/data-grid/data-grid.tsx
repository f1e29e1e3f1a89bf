import {
  type ColumnDef,
  columnVisibilityFeature,
  type RowData,
  rowSortingFeature,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { buttonClassName, EmptyState, LoadError, Pagination, Skeleton } from 'shared-ui';
import { visuallyHidden } from '../styles/visually-hidden.ts';
import { ColumnChooser } from './column-chooser.tsx';
import styles from './data-grid.module.css';
import { type GridSelection, isRowSelected, nothingSelected, withRows } from './grid-selection.ts';
import { type GridState, sortingOf, sortOf } from './grid-state.ts';
import { SelectionBar } from './selection-bar.tsx';

export interface GridColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The api sorts by this column id. */
  sortable?: boolean;
  /** Whether the column chooser offers it; default true. */
  hideable?: boolean;
  /** Hidden until the user shows it. */
  defaultHidden?: boolean;
  align?: 'start' | 'end';
}

export interface DataGridProps<Row> {
  /** Names the table for screen readers and heads it on screen. */
  caption: string;
  columns: readonly GridColumn<Row>[];
  /** The current page's rows; undefined before the first load. */
  rows: readonly Row[] | undefined;
  /** How many rows match the filter in all. */
  total: number;
  /** More rows match than the server counted: "more than {total}", and no "select all matching". */
  totalIsCapped?: boolean;
  state: GridState;
  onStateChange: (patch: Partial<GridState>) => void;
  getRowId: (row: Row) => string;
  /** Names a row for its checkbox ("Vybrat řádek iPhone 13"); the row id by default. */
  getRowLabel?: (row: Row) => string;
  isLoading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  emptyText: string;
  /** With it, a checkbox column and "select all N matching". */
  selection?: { selected: GridSelection; onChange: (selection: GridSelection) => void };
  /** The grid's filters, above the table. */
  toolbar?: ReactNode;
  /** The CSV of the filtered rows (the api streams it). */
  exportHref?: string;
  /** Shown in the selection bar once something is selected. */
  bulkActions?: ReactNode;
}

// The table only models columns, their visibility and the sort; the server pages, sorts and
// filters, so no client row processing is registered.
const features = tableFeatures({ columnVisibilityFeature, rowSortingFeature });
const SKELETON_ROWS = 5;
const noRows: never[] = [];

/**
 * A server-side grid: dense rows, sticky header, sortable headers, a column chooser, row selection
 * with "select all N matching", pagination, an export link, and loading, empty and error states.
 * Column visibility: `state.hidden` lists the columns flipped from their default (for a
 * `defaultHidden` column, being listed shows it).
 */
export function DataGrid<Row extends RowData>(props: DataGridProps<Row>) {
  const { caption, columns, rows, total, state, onStateChange, getRowId, selection } = props;
  const intl = useIntl();

  const columnDefs = useMemo(
    () =>
      columns.map(
        (column): ColumnDef<typeof features, Row> => ({
          id: column.id,
          // The server sorts; an accessor only marks the column sortable for the table model.
          accessorFn: () => column.id,
          header: column.header,
          cell: ({ row }) => column.cell(row.original),
          enableSorting: column.sortable ?? false,
          enableHiding: column.hideable ?? true,
        }),
      ),
    [columns],
  );
  const columnVisibility = useMemo(
    () =>
      Object.fromEntries(
        columns.map((column) => [
          column.id,
          state.hidden.includes(column.id) === Boolean(column.defaultHidden),
        ]),
      ),
    [columns, state.hidden],
  );
  const sorting = useMemo(() => sortingOf(state.sort), [state.sort]);
  const table = useTable({
    features,
    columns: columnDefs,
    data: (rows ?? noRows) as Row[],
    getRowId: (row) => getRowId(row),
    state: { sorting, columnVisibility },
    manualSorting: true,
    sortDescFirst: false,
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      onStateChange({ sort: sortOf(next) });
    },
  });

  // A different filter is a different set of rows: what was selected no longer applies.
  const filtersKey = JSON.stringify(state.filters);
  const previousFilters = useRef(filtersKey);
  useEffect(() => {
    if (previousFilters.current === filtersKey) return;
    previousFilters.current = filtersKey;
    selection?.onChange(nothingSelected);
  }, [filtersKey, selection]);

  const toggleColumn = (id: string, visible: boolean) => {
    const column = columns.find((candidate) => candidate.id === id);
    const flipped = visible === Boolean(column?.defaultHidden);
    const hidden = state.hidden.filter((hiddenId) => hiddenId !== id);
    onStateChange({ hidden: flipped ? [...hidden, id] : hidden });
  };

  const visibleColumns = table.getVisibleLeafColumns();
  const pageIds = (rows ?? noRows).map(getRowId);
  const firstLoad = rows === undefined && Boolean(props.isLoading);
  const pageCount = Math.max(1, Math.ceil(total / state.pageSize));

  let body: ReactNode;
  if (props.error) {
    body = <LoadError error={props.error} onRetry={props.onRetry ?? (() => undefined)} />;
  } else if (rows && rows.length === 0 && !props.isLoading) {
    body = <EmptyState title={props.emptyText} headingLevel={3} />;
  } else {
    body = (
      <div className={styles.scroller}>
        <table className={styles.table} aria-busy={props.isLoading || undefined}>
          <caption className={styles.caption}>{caption}</caption>
          <thead>
            <tr>
              {selection && (
                <th scope="col" className={styles.checkCell}>
                  <PageCheckbox
                    pageIds={pageIds}
                    selection={selection.selected}
                    onChange={(checked) =>
                      selection.onChange(withRows(selection.selected, pageIds, pageIds, checked))
                    }
                  />
                </th>
              )}
              {table.getHeaderGroups()[0]?.headers.map((header) => {
                const column = header.column;
                const spec = columns.find((candidate) => candidate.id === column.id);
                const sorted = column.getIsSorted();
                const label = String(column.columnDef.header ?? column.id);
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className={spec?.align === 'end' ? styles.end : undefined}
                    aria-sort={
                      column.getCanSort()
                        ? sorted === 'asc'
                          ? 'ascending'
                          : sorted === 'desc'
                            ? 'descending'
                            : 'none'
                        : undefined
                    }
                  >
                    {column.getCanSort() ? (
                      <button
                        type="button"
                        className={styles.sortButton}
                        onClick={column.getToggleSortingHandler()}
                        title={intl.formatMessage({ id: 'ui.dataGrid.sortBy' }, { column: label })}
                      >
                        {label}
                        <span aria-hidden="true" className={styles.sortMark}>
                          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                        </span>
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {firstLoad
              ? Array.from({ length: SKELETON_ROWS }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing else to key on.
                  <tr key={index}>
                    {selection && <td className={styles.checkCell} />}
                    {visibleColumns.map((column) => (
                      <td key={column.id}>
                        <Skeleton />
                      </td>
                    ))}
                  </tr>
                ))
              : table.getRowModel().rows.map((row) => (
                  <tr
                    key={row.id}
                    className={
                      selection && isRowSelected(selection.selected, row.id) ? styles.selectedRow : undefined
                    }
                  >
                    {selection && (
                      <td className={styles.checkCell}>
                        <input
                          type="checkbox"
                          aria-label={intl.formatMessage(
                            { id: 'ui.dataGrid.selectRow' },
                            { row: props.getRowLabel?.(row.original) ?? row.id },
                          )}
                          checked={isRowSelected(selection.selected, row.id)}
                          onChange={(event) =>
                            selection.onChange(
                              withRows(selection.selected, pageIds, [row.id], event.target.checked),
                            )
                          }
                        />
                      </td>
                    )}
                    {row.getVisibleCells().map((cell) => {
                      const spec = columns.find((candidate) => candidate.id === cell.column.id);
                      return (
                        <td key={cell.id} className={spec?.align === 'end' ? styles.end : undefined}>
                          <table.FlexRender cell={cell} />
                        </td>
                      );
                    })}
                  </tr>
                ))}
          </tbody>
        </table>
        {firstLoad && (
          <p role="status" className={visuallyHidden}>
            {intl.formatMessage({ id: 'ui.dataGrid.loading' })}
          </p>
        )}
      </div>
    );
  }

  return (
    <div className={styles.grid}>
      {props.toolbar && <div className={styles.filters}>{props.toolbar}</div>}
      <div className={styles.toolbar}>
        <p className={styles.total} aria-live="polite">
          {!firstLoad &&
            !props.error &&
            intl.formatMessage(
              { id: props.totalIsCapped ? 'ui.dataGrid.totalMoreThan' : 'ui.dataGrid.total' },
              { total },
            )}
        </p>
        <ColumnChooser
          columns={table
            .getAllLeafColumns()
            .filter((column) => column.getCanHide())
            .map((column) => ({
              id: column.id,
              header: String(column.columnDef.header ?? column.id),
              visible: column.getIsVisible(),
            }))}
          onToggle={toggleColumn}
        />
        {props.exportHref && (
          <a href={props.exportHref} download className={buttonClassName('secondary', 'small')}>
            {intl.formatMessage({ id: 'ui.dataGrid.export' })}
          </a>
        )}
      </div>
      {selection && rows && (
        <SelectionBar
          selection={selection.selected}
          pageIds={pageIds}
          total={total}
          totalIsCapped={props.totalIsCapped ?? false}
          onChange={selection.onChange}
          actions={props.bulkActions}
        />
      )}
      {body}
      {!props.error && (
        <Pagination
          page={state.page}
          pageCount={pageCount}
          onPageChange={(page) => onStateChange({ page })}
          label={intl.formatMessage({ id: 'ui.dataGrid.pagination' })}
        />
      )}
    </div>
  );
}

function PageCheckbox({
  pageIds,
  selection,
  onChange,
}: {
  pageIds: readonly string[];
  selection: GridSelection;
  onChange: (checked: boolean) => void;
}) {
  const intl = useIntl();
  const box = useRef<HTMLInputElement>(null);
  const selectedOnPage = pageIds.filter((id) => isRowSelected(selection, id)).length;
  const all = pageIds.length > 0 && selectedOnPage === pageIds.length;
  useEffect(() => {
    if (box.current) box.current.indeterminate = selectedOnPage > 0 && !all;
  }, [selectedOnPage, all]);
  return (
    <input
      ref={box}
      type="checkbox"
      aria-label={intl.formatMessage({ id: 'ui.dataGrid.selectPage' })}
      checked={all}
      disabled={pageIds.length === 0}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}
