import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { DiscountGridRow } from 'shared-domain';
import { discountGridFilterKeys } from 'shared-domain/contracts/staff.ts';
import { buttonClassName, Link, PageLayout, useFormatDate, useShop } from 'shared-ui';
import { DataGrid, gridQueryOf, useGridUrlState } from 'shared-ui/data-grid';
import type { IdUnder } from '../../messages/message-ids.ts';
import { useDiscountStateLabel, useDiscountValueLabel } from '../discount-labels.ts';
import { newDiscountPath } from '../discount-paths.ts';
import styles from '../discounts.module.css';
import { useGetDiscountGridPageQuery } from '../discounts-api.ts';
import { discountGridColumns } from './discount-grid-columns.tsx';
import { DiscountGridFilters } from './discount-grid-filters.tsx';

/** /admin/slevy: the shop's discounts, newest first, with filters in the URL and paging. */
export function DiscountGridPage() {
  const intl = useIntl();
  const { shop } = useShop();
  const formatDate = useFormatDate();
  const value = useDiscountValueLabel();
  const state = useDiscountStateLabel();
  const t = (id: IdUnder<'admin.discounts.'>) => intl.formatMessage({ id: `admin.discounts.${id}` });
  const [gridState, setGridState] = useGridUrlState({
    filterKeys: discountGridFilterKeys,
    defaultSort: 'newest',
  });
  const { data, error, isFetching, refetch } = useGetDiscountGridPageQuery(gridQueryOf(gridState));
  const columns = useMemo(
    () =>
      discountGridColumns(intl, shop, {
        value,
        state,
        dateTime: (at) => formatDate(at, { dateStyle: 'short', timeStyle: 'short' }),
      }),
    [intl, shop, value, state, formatDate],
  );

  return (
    <PageLayout title={t('title')} lead={t('lead')}>
      <div className={styles.actions}>
        <Link className={buttonClassName('primary')} to={newDiscountPath(shop)}>
          {t('new')}
        </Link>
      </div>
      <DataGrid<DiscountGridRow>
        caption={t('caption')}
        columns={columns}
        rows={data?.items}
        total={data?.total ?? 0}
        state={gridState}
        onStateChange={setGridState}
        getRowId={(row) => String(row.id)}
        getRowLabel={(row) => row.title}
        isLoading={isFetching}
        error={error}
        onRetry={refetch}
        emptyText={t('empty')}
        toolbar={
          <DiscountGridFilters
            filters={gridState.filters}
            onChange={(filters) => setGridState({ filters })}
          />
        }
      />
    </PageLayout>
  );
}
