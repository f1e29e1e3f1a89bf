import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ProductGridRow } from 'shared-domain';
import { productGridFilterKeys } from 'shared-domain/contracts/staff.ts';
import {
  Button,
  buttonClassName,
  Link,
  PageLayout,
  toQueryString,
  useFormatDate,
  useFormatMoney,
  useShop,
} from 'shared-ui';
import {
  DataGrid,
  type GridSelection,
  gridQueryOf,
  nothingSelected,
  useGridUrlState,
} from 'shared-ui/data-grid';
import type { IdUnder } from '../../messages/message-ids.ts';
import { newProductPath } from '../product-detail-routes.tsx';
import { CategoryAssignmentDialog } from './category-assignment-dialog.tsx';
import styles from './product-grid.module.css';
import { type AssignmentAction, useGetProductGridPageQuery } from './product-grid-api.ts';
import { productGridColumns, variantOf } from './product-grid-columns.tsx';
import { ProductGridFilters } from './product-grid-filters.tsx';
import { productRowKey } from './product-row-key.ts';

const EXPORT_URL = '/api/new/catalogue/admin/products/export.csv';

/** /admin/produkty: every product (variant) with filters, category assignment and CSV export. */
export function ProductGridPage() {
  const intl = useIntl();
  const { shop } = useShop();
  const formatMoney = useFormatMoney();
  const formatDate = useFormatDate();
  const t = (id: IdUnder<'admin.products.'>) => intl.formatMessage({ id: `admin.products.${id}` });
  const [state, setState] = useGridUrlState({ filterKeys: productGridFilterKeys, defaultSort: 'name' });
  const query = gridQueryOf(state);
  const { data, error, isFetching, refetch } = useGetProductGridPageQuery(query);
  const [selection, setSelection] = useState<GridSelection>(nothingSelected);
  const [action, setAction] = useState<AssignmentAction | null>(null);

  const columns = useMemo(
    () => productGridColumns(intl, shop, formatMoney, (value) => formatDate(value, { dateStyle: 'short' })),
    [intl, shop, formatMoney, formatDate],
  );
  const { page: _page, pageSize: _pageSize, ...exportQuery } = query;
  const changeFilters = (filters: Record<string, string>) => {
    // Other rows match now: a selection of the old ones would act on rows no longer shown.
    setSelection(nothingSelected);
    setState({ filters });
  };

  return (
    <PageLayout title={t('title')} lead={t('lead')}>
      <div className={styles.actions}>
        <Link className={buttonClassName('primary')} to={newProductPath(shop)}>
          {t('new')}
        </Link>
        <Button variant="secondary" onClick={() => setAction('add')}>
          {t('assign.add')}
        </Button>
        <Button variant="secondary" onClick={() => setAction('remove')}>
          {t('assign.remove')}
        </Button>
      </div>
      <DataGrid<ProductGridRow>
        caption={t('caption')}
        columns={columns}
        rows={data?.items}
        total={data?.total ?? 0}
        state={state}
        onStateChange={setState}
        getRowId={productRowKey}
        getRowLabel={(row) => `${row.brand} ${row.masterProductName} ${variantOf(intl, row)}`}
        isLoading={isFetching}
        error={error}
        onRetry={refetch}
        emptyText={t('empty')}
        selection={{ selected: selection, onChange: setSelection }}
        toolbar={<ProductGridFilters filters={state.filters} onChange={changeFilters} />}
        exportHref={`${EXPORT_URL}?${toQueryString(exportQuery)}`}
      />
      <CategoryAssignmentDialog
        action={action}
        selection={selection}
        filters={state.filters}
        onClose={() => setAction(null)}
        onAssigned={() => setSelection(nothingSelected)}
      />
    </PageLayout>
  );
}
