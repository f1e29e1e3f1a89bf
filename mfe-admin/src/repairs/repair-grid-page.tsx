import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ServiceOrderList } from 'shared-domain';
import { Alert, PageLayout, SelectField, useFormatDate, useFormatMoney, useShop } from 'shared-ui';
import { DataGrid, useGridUrlState } from 'shared-ui/data-grid';
import { adminEntityPath } from '../admin-paths.ts';
import { useFocusWhenRowLeaves } from '../forms/use-focus-when-row-leaves.ts';
import type { IdUnder } from '../messages/message-ids.ts';
import {
  REPAIR_FILTER_KEYS,
  REPAIRS_PAGE_SIZE,
  repairListArgs,
  repairStatuses,
  repairStatusOf,
} from './repair-filter.ts';
import { repairGridColumns } from './repair-grid-columns.tsx';
import { useRepairLabels } from './repair-labels.ts';
import { RepairStatusAction } from './repair-status-action.tsx';
import styles from './repairs.module.css';
import { useGetRepairsQuery } from './repairs-api.ts';

type Repair = ServiceOrderList['items'][number];

/** /admin/opravy: the shop's repairs, newest first, each moved on to its next status from its row. */
export function RepairGridPage() {
  const intl = useIntl();
  const labels = useRepairLabels();
  const formatMoney = useFormatMoney();
  const formatDate = useFormatDate();
  const t = (id: IdUnder<'admin.repairs.'>, values?: Record<string, string>) =>
    intl.formatMessage({ id: `admin.repairs.${id}` }, values);
  const [urlState, setState] = useGridUrlState({
    filterKeys: REPAIR_FILTER_KEYS,
    pageSize: REPAIRS_PAGE_SIZE,
  });
  const args = repairListArgs(urlState);
  const state = { ...urlState, pageSize: args.pageSize };
  const status = repairStatusOf(state.filters);
  const { data, error, isFetching, refetch } = useGetRepairsQuery(args);
  const { shop } = useShop();
  const [failure, setFailure] = useState<string | null>(null);
  const { targetRef, expectRowToLeave } = useFocusWhenRowLeaves<HTMLSelectElement>(data);

  const columns = useMemo(
    () =>
      repairGridColumns(
        intl,
        labels,
        formatMoney,
        (value) => formatDate(value, { dateStyle: 'short', timeStyle: 'short' }),
        (repair: Repair) => (
          <RepairStatusAction repair={repair} onChanged={expectRowToLeave} onFailure={setFailure} />
        ),
        (number) => adminEntityPath(shop, 'repairs', number),
      ),
    [intl, labels, formatMoney, formatDate, expectRowToLeave, shop],
  );

  return (
    <PageLayout title={t('title')} lead={t('lead')}>
      {failure && (
        <Alert tone="error" title={t('changeFailed')} onDismiss={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      <DataGrid<Repair>
        caption={t('caption')}
        columns={columns}
        rows={data?.items}
        total={data?.total ?? 0}
        state={state}
        onStateChange={setState}
        getRowId={(repair) => repair.number}
        isLoading={isFetching}
        error={error}
        onRetry={refetch}
        emptyText={status ? t('emptyFiltered', { status: labels.status(status) }) : t('empty')}
        toolbar={
          <div className={styles.filters}>
            <SelectField
              ref={targetRef}
              label={t('filter.status')}
              value={status ?? ''}
              onChange={(event) => setState({ filters: { status: event.target.value } })}
              options={[
                { value: '', label: t('filter.all') },
                ...repairStatuses.map((value) => ({ value, label: labels.status(value) })),
              ]}
            />
          </div>
        }
      />
    </PageLayout>
  );
}
