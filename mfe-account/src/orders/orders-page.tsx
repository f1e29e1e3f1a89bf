import { useIntl } from 'react-intl';
import {
  EmptyState,
  Link,
  LoadError,
  Navigate,
  Pagination,
  SkeletonText,
  useLocation,
  useSearchParams,
  useShop,
  visuallyHidden,
} from 'shared-ui';
import { AccountArea } from '../account-area/account-area.tsx';
import type { IdUnder } from '../messages/message-ids.ts';
import { ACCOUNT_ORDERS_PAGE_SIZE, useAccountOrdersQuery } from '../orders-api.ts';
import styles from './orders.module.css';
import { OrdersTable } from './orders-table.tsx';
import { pageHref, pageInUrl } from './page-in-url.ts';

/** `/ucet/objednavky`: the customer's orders, newest first, a page at a time (issue 6 item 8). */
export function OrdersPage() {
  const intl = useIntl();
  return (
    <AccountArea page="orders" title={intl.formatMessage({ id: 'account.nav.orders' })}>
      {() => <OrdersList />}
    </AccountArea>
  );
}

function OrdersList() {
  const intl = useIntl();
  const { paths } = useShop();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  // The page lives in the address, so back and forward move between pages and a reload keeps it.
  const page = pageInUrl(search);
  const { data, error, isLoading, isFetching, refetch } = useAccountOrdersQuery({ page });
  const t = (id: IdUnder<'account.orders.'>) => intl.formatMessage({ id: `account.orders.${id}` });

  if (isLoading) {
    return (
      <div aria-busy="true">
        <p role="status" className={visuallyHidden}>
          {t('loading')}
        </p>
        <SkeletonText lines={6} />
      </div>
    );
  }
  if (error || !data) {
    return <LoadError title={t('error.title')} error={error} onRetry={refetch} />;
  }

  const pageCount = Math.ceil(data.total / ACCOUNT_ORDERS_PAGE_SIZE);
  if (data.total === 0) {
    return (
      <EmptyState title={t('empty.title')} action={<Link to={paths.home}>{t('empty.action')}</Link>}>
        <p>{t('empty.text')}</p>
      </EmptyState>
    );
  }
  // A page past the end (an old bookmark, orders fewer now) shows the last one instead.
  if (data.items.length === 0 && page > pageCount) {
    return <Navigate to={pageHref(pathname, pageCount)} replace />;
  }
  return (
    <div className={styles.orders} aria-busy={isFetching || undefined}>
      <OrdersTable orders={data.items} />
      <Pagination
        page={page}
        pageCount={pageCount}
        hrefFor={(target) => pageHref(pathname, target)}
        label={t('pagination')}
      />
    </div>
  );
}
