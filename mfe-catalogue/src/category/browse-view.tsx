import { type ReactNode, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { BrowsePage } from 'shared-domain';
import {
  Button,
  EmptyState,
  LoadError,
  Pagination,
  SelectField,
  useLocation,
  useNavigate,
  useSearchParams,
} from 'shared-ui';
import type { IdUnder } from '../messages/message-ids.ts';
import { ProductGrid, ProductGridSkeleton } from '../products/product-grid.tsx';
import styles from './browse.module.css';
import { sortLabel } from './browse-labels.ts';
import {
  BROWSE_PAGE_SIZE,
  type BrowseState,
  browseSearchOf,
  browseStateOf,
  hasFilters,
  sortValues,
  withoutFilters,
} from './browse-query.ts';
import { FilterPanel } from './filter-panel.tsx';

/** The URL's filter state, and a setter that writes a new one (a history entry, page reset). */
export function useBrowseState(extra: Record<string, string> = {}) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const state = browseStateOf(params);
  return {
    state,
    hrefFor: (next: BrowseState) => `${pathname}${browseSearchOf(next, extra)}`,
    setState: (next: BrowseState) => navigate(`${pathname}${browseSearchOf({ ...next, page: 1 }, extra)}`),
  };
}

export interface BrowseViewProps {
  result: {
    data?: BrowsePage;
    error?: unknown;
    isLoading: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  state: BrowseState;
  setState: (state: BrowseState) => void;
  hrefFor: (state: BrowseState) => string;
  /** What to show when nothing is there even without filters (empty category, no search results). */
  empty: ReactNode;
  /** Accessible name of the pagination. */
  paginationLabel: string;
  /** Title of the load error ("Error during search…" on the search page). */
  errorTitle?: string;
}

/** Filter panel, sort, count, products and pages: the body of a category and of the search page. */
export function BrowseView({
  result,
  state,
  setState,
  hrefFor,
  empty,
  paginationLabel,
  errorTitle,
}: BrowseViewProps) {
  const intl = useIntl();
  const panelId = useId();
  const resultsId = useId();
  const resultsRef = useRef<HTMLDivElement>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { data, error, isLoading, isFetching, refetch } = result;
  const t = (id: IdUnder<'catalogue.browse.'>, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `catalogue.browse.${id}` }, values);

  if (isLoading) {
    return (
      <div className={styles.layout} aria-busy="true">
        <div />
        <ProductGridSkeleton count={BROWSE_PAGE_SIZE} />
      </div>
    );
  }
  if (!data) {
    return <LoadError title={errorTitle} error={error} onRetry={() => void refetch()} />;
  }

  const pageCount = Math.ceil(data.total / BROWSE_PAGE_SIZE);
  const filtered = hasFilters(state);
  const noScopeAtAll = data.total === 0 && !filtered;

  let products: ReactNode;
  if (error) products = <LoadError title={errorTitle} error={error} onRetry={() => void refetch()} />;
  else if (data.total === 0 && filtered)
    products = (
      <EmptyState
        title={t('noMatch')}
        action={
          <Button variant="secondary" onClick={() => setState(withoutFilters(state))}>
            {t('clearFilters')}
          </Button>
        }
      >
        {t('noMatchHint')}
      </EmptyState>
    );
  else if (data.total === 0) products = empty;
  else if (data.items.length === 0)
    products = (
      <EmptyState
        title={intl.formatMessage({ id: 'catalogue.category.pageEmpty' })}
        action={
          <Button variant="secondary" onClick={() => setState({ ...state, page: 1 })}>
            {intl.formatMessage({ id: 'catalogue.category.firstPage' })}
          </Button>
        }
      />
    );
  else
    products = (
      <>
        <ProductGrid products={data.items} headingLevel={2} />
        <Pagination
          page={state.page}
          pageCount={pageCount}
          hrefFor={(page) => hrefFor({ ...state, page })}
          label={paginationLabel}
        />
      </>
    );

  if (noScopeAtAll) return <>{products}</>;

  return (
    <div className={styles.layout}>
      {/*
        A keyboard user would otherwise tab through every filter to reach the products. Focus is
        moved by hand: following the #hash would change the URL the filters live in.
      */}
      <a
        href={`#${resultsId}`}
        className={styles.skipToResults}
        onClick={(event) => {
          event.preventDefault();
          resultsRef.current?.focus();
        }}
      >
        {t('skipToResults')}
      </a>
      <aside className={styles.aside} aria-label={t('filters')}>
        <Button
          variant="secondary"
          className={styles.filtersToggle}
          aria-expanded={filtersOpen}
          aria-controls={panelId}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          {t('filtersButton')}
        </Button>
        <div id={panelId} className={styles.panel} data-open={filtersOpen}>
          <FilterPanel facets={data.facets} state={state} onChange={setState} />
        </div>
      </aside>
      <div
        id={resultsId}
        ref={resultsRef}
        tabIndex={-1}
        className={styles.results}
        aria-busy={isFetching || undefined}
      >
        <div className={styles.toolbar}>
          <p className={styles.count} role="status">
            {t('resultCount', { count: data.total })}
            {pageCount > 1 &&
              ` · ${intl.formatMessage({ id: 'catalogue.category.pageOf' }, { page: state.page, pageCount })}`}
          </p>
          <SelectField
            label={t('sort')}
            className={styles.sort}
            value={state.sort ?? ''}
            options={[
              { value: '', label: t('sort.default') },
              ...sortValues.map((value) => ({ value, label: intl.formatMessage({ id: sortLabel[value] }) })),
            ]}
            onChange={(event) => {
              const sort = sortValues.find((value) => value === event.target.value);
              setState({ ...state, sort });
            }}
          />
        </div>
        {products}
      </div>
    </div>
  );
}
