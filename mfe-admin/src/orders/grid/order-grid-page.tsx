import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { OrderGridRow } from 'shared-domain';
import { orderGridFilterKeys } from 'shared-domain/contracts/staff.ts';
import { PageLayout, toQueryString, useFormatDate, useFormatMoney, useShop } from 'shared-ui';
import {
  DataGrid,
  type GridSelection,
  gridQueryOf,
  nothingSelected,
  useGridUrlState,
} from 'shared-ui/data-grid';
import type { IdUnder } from '../../messages/message-ids.ts';
import { useOrderLabels } from '../order-labels.ts';
import { ORDERS_API, useGetOrderGridPageQuery } from '../orders-api.ts';
import { BulkCancel } from './bulk-cancel.tsx';
import { orderGridColumns } from './order-grid-columns.tsx';
import { OrderGridFilters } from './order-grid-filters.tsx';

const EXPORT_URL = `${ORDERS_API}/export.csv`;

/** /admin/objednavky: every order of the shop, newest first, with filters, bulk cancel and CSV export. */
export function OrderGridPage() {
  const intl = useIntl();
  const { shop } = useShop();
  const labels = useOrderLabels();
  const formatMoney = useFormatMoney();
  const formatDate = useFormatDate();
  const t = (id: IdUnder<'admin.orders.'>) => intl.formatMessage({ id: `admin.orders.${id}` });
  const [state, setState] = useGridUrlState({ filterKeys: orderGridFilterKeys, defaultSort: 'newest' });
  const query = gridQueryOf(state);
  const { data, error, isFetching, refetch } = useGetOrderGridPageQuery(query);
  const [selection, setSelection] = useState<GridSelection>(nothingSelected);

  const columns = useMemo(
    () =>
      orderGridColumns(intl, shop, labels, formatMoney, (value) =>
        formatDate(value, { dateStyle: 'short', timeStyle: 'short' }),
      ),
    [intl, shop, labels, formatMoney, formatDate],
  );
  const { page: _page, pageSize: _pageSize, ...exportQuery } = query;
  const changeFilters = (filters: Record<string, string>) => {
    // Other rows match now: a selection of the old ones would act on rows no longer shown.
    setSelection(nothingSelected);
    setState({ filters });
  };

  return (
    <PageLayout title={t('title')} lead={t('lead')}>
      <BulkCancel selection={selection} onCancelled={() => setSelection(nothingSelected)} />
      <DataGrid<OrderGridRow>
        caption={t('caption')}
        columns={columns}
        rows={data?.items}
        total={data?.total ?? 0}
        totalIsCapped={data?.totalIsCapped}
        state={state}
        onStateChange={setState}
        getRowId={(row) => row.number}
        getRowLabel={(row) => row.number}
        isLoading={isFetching}
        error={error}
        onRetry={refetch}
        emptyText={t('empty')}
        selection={{ selected: selection, onChange: setSelection }}
        toolbar={<OrderGridFilters filters={state.filters} onChange={changeFilters} />}
        exportHref={`${EXPORT_URL}?${toQueryString(exportQuery)}`}
      />
    </PageLayout>
  );
}
