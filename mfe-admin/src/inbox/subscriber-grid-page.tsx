import { useIntl } from 'react-intl';
import type { SubscriberGridQuery, SubscriberRow } from 'shared-domain';
import { subscriberStatuses } from 'shared-domain/contracts/staff.ts';
import { PageLayout, SelectField, useFormatDate } from 'shared-ui';
import { DataGrid, type GridColumn, type GridState, useGridUrlState } from 'shared-ui/data-grid';
import styles from './inbox.module.css';
import { useGetSubscribersQuery } from './inbox-api.ts';

const FILTER_KEYS = ['status'] as const;
const PAGE_SIZE = 50;

function subscriberQueryOf(state: GridState): SubscriberGridQuery {
  const status = subscriberStatuses.find((value) => value === state.filters.status);
  return { page: state.page, pageSize: Math.min(state.pageSize, 100), ...(status ? { status } : {}) };
}

/** /admin/odberatele: the newsletter's subscribers, their status and the consent each gave. */
export function SubscriberGridPage() {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const t = (id: string) => intl.formatMessage({ id: `admin.subscribers.${id}` });
  const [urlState, setState] = useGridUrlState({ filterKeys: FILTER_KEYS, pageSize: PAGE_SIZE });
  const query = subscriberQueryOf(urlState);
  const state = { ...urlState, pageSize: query.pageSize };
  const { data, error, isFetching, refetch } = useGetSubscribersQuery(query);
  const when = (value: string | null) =>
    value ? (
      <time dateTime={value}>{formatDate(value, { dateStyle: 'short', timeStyle: 'short' })}</time>
    ) : (
      '—'
    );

  const columns: GridColumn<SubscriberRow>[] = [
    { id: 'email', header: t('column.email'), hideable: false, cell: (row) => row.email },
    { id: 'status', header: t('column.status'), cell: (row) => t(`status.${row.status}`) },
    { id: 'consentAt', header: t('column.consentAt'), cell: (row) => when(row.consentAt) },
    { id: 'consentIp', header: t('column.consentIp'), cell: (row) => row.consentIp ?? '—' },
    { id: 'confirmedAt', header: t('column.confirmedAt'), cell: (row) => when(row.confirmedAt) },
    { id: 'unsubscribedAt', header: t('column.unsubscribedAt'), cell: (row) => when(row.unsubscribedAt) },
    {
      id: 'consentText',
      header: t('column.consentText'),
      defaultHidden: true,
      cell: (row) => row.consentText,
    },
  ];

  return (
    <PageLayout title={t('title')} lead={t('lead')}>
      <DataGrid<SubscriberRow>
        caption={t('caption')}
        columns={columns}
        rows={data?.items}
        total={data?.total ?? 0}
        state={state}
        onStateChange={setState}
        getRowId={(row) => String(row.id)}
        isLoading={isFetching}
        error={error}
        onRetry={refetch}
        emptyText={t('empty')}
        toolbar={
          <div className={styles.filters}>
            <SelectField
              label={t('filter.status')}
              value={query.status ?? ''}
              onChange={(event) => setState({ filters: { status: event.target.value } })}
              options={[
                { value: '', label: t('filter.all') },
                ...subscriberStatuses.map((status) => ({ value: status, label: t(`status.${status}`) })),
              ]}
            />
          </div>
        }
      />
    </PageLayout>
  );
}
