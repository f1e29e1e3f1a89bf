import { type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import { type BuyoutStatus, buyoutStatuses } from 'shared-domain/buyout';
import {
  EmptyState,
  Link,
  LoadError,
  Pagination,
  SelectField,
  Skeleton,
  Spinner,
  useLocation,
  useNavigate,
} from 'shared-ui';
import { useBuyoutStatusName } from './buyout-status.tsx';
import { BuyoutTable } from './buyout-table.tsx';
import styles from './buyouts.module.css';
import { BUYOUTS_PAGE_SIZE, useGetAdminBuyoutsQuery } from './buyouts-api.ts';
import { type ListParams, listSearch, readListParams } from './list-params.ts';

export function BuyoutList() {
  const intl = useIntl();
  const headingId = useId();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const statusName = useBuyoutStatusName();
  const params = readListParams(new URLSearchParams(search));
  // currentData, not data: while another page or filter loads, the old rows must not pose as its rows.
  const { currentData, error, isFetching, refetch } = useGetAdminBuyoutsQuery(params);
  const hrefOf = (next: ListParams) => `${pathname}${listSearch(next)}`;
  const loading = isFetching && !currentData;

  let content: ReactNode;
  if (loading) {
    content = (
      <div className={styles.loading}>
        <Spinner label={intl.formatMessage({ id: 'admin.buyouts.list.loading' })} />
        <div aria-hidden="true" className={styles.skeletonRows}>
          {Array.from({ length: 6 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder rows have nothing else to key on.
            <Skeleton key={index} variant="rect" height="2.5rem" />
          ))}
        </div>
      </div>
    );
  } else if (error || !currentData) {
    content = (
      <LoadError
        error={error}
        onRetry={refetch}
        title={intl.formatMessage({ id: 'admin.buyouts.list.loadError' })}
      />
    );
  } else if (currentData.items.length === 0) {
    content = <EmptyList params={params} total={currentData.total} hrefOf={hrefOf} />;
  } else {
    const pageCount = Math.max(1, Math.ceil(currentData.total / (currentData.pageSize || BUYOUTS_PAGE_SIZE)));
    content = (
      <>
        <p className={styles.total}>
          {intl.formatMessage({ id: 'admin.buyouts.list.total' }, { total: currentData.total })}
        </p>
        <BuyoutTable
          items={currentData.items}
          caption={intl.formatMessage(
            { id: 'admin.buyouts.list.caption' },
            { page: currentData.page, pageCount },
          )}
        />
        <Pagination
          page={currentData.page}
          pageCount={pageCount}
          hrefFor={(page) => hrefOf({ ...params, page })}
          label={intl.formatMessage({ id: 'admin.buyouts.list.pagination' })}
        />
      </>
    );
  }

  const options = [
    { value: '', label: intl.formatMessage({ id: 'admin.buyouts.filter.all' }) },
    ...buyoutStatuses.map((status) => ({ value: status, label: statusName(status) })),
  ];

  return (
    <section aria-labelledby={headingId} aria-busy={isFetching || undefined}>
      <h2 id={headingId}>{intl.formatMessage({ id: 'admin.buyouts.list.title' })}</h2>
      <div className={styles.filters}>
        <SelectField
          label={intl.formatMessage({ id: 'admin.buyouts.filter.status' })}
          options={options}
          value={params.status ?? ''}
          // A new filter starts again from its first page.
          onChange={(event) =>
            navigate(
              hrefOf({ page: 1, status: (event.target.value || undefined) as BuyoutStatus | undefined }),
            )
          }
        />
      </div>
      {content}
    </section>
  );
}

function EmptyList({
  params,
  total,
  hrefOf,
}: {
  params: ListParams;
  total: number;
  hrefOf: (params: ListParams) => string;
}) {
  const intl = useIntl();
  const statusName = useBuyoutStatusName();
  // Past the last page (an old link, or the last buyout of a page changed its status).
  if (total > 0 && params.page > 1) {
    return (
      <EmptyState
        headingLevel={3}
        title={intl.formatMessage({ id: 'admin.buyouts.list.emptyPage' })}
        action={
          <Link to={hrefOf({ ...params, page: 1 })}>
            {intl.formatMessage({ id: 'admin.buyouts.list.firstPage' })}
          </Link>
        }
      />
    );
  }
  if (params.status) {
    return (
      <EmptyState
        headingLevel={3}
        title={intl.formatMessage(
          { id: 'admin.buyouts.list.emptyFiltered' },
          { status: statusName(params.status) },
        )}
        action={
          <Link to={hrefOf({ page: 1 })}>{intl.formatMessage({ id: 'admin.buyouts.list.showAll' })}</Link>
        }
      />
    );
  }
  return <EmptyState headingLevel={3} title={intl.formatMessage({ id: 'admin.buyouts.list.empty' })} />;
}
