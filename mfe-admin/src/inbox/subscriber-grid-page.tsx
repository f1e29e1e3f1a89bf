import { useIntl } from 'react-intl';
import type { SubscriberGridQuery, SubscriberRow } from 'shared-domain';
import { subscriberStatuses } from 'shared-domain/contracts/staff.ts';
import { SelectField, useFormatDate } from 'shared-ui';
import type { GridColumn, GridState } from 'shared-ui/data-grid';
import type { IdUnder } from '../messages/message-ids.ts';
import { useGetSubscribersQuery } from './inbox-api.ts';
import { InboxGrid, useInboxGridState } from './inbox-grid.tsx';
import { subscriberStatusName } from './inbox-labels.ts';

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
  const t = (id: IdUnder<'admin.subscribers.'>) => intl.formatMessage({ id: `admin.subscribers.${id}` });
  const { setState, query, grid } = useInboxGridState({
    filterKeys: FILTER_KEYS,
    pageSize: PAGE_SIZE,
    queryOf: subscriberQueryOf,
  });
  const result = useGetSubscribersQuery(query);
  const when = (value: string | null) =>
    value ? (
      <time dateTime={value}>{formatDate(value, { dateStyle: 'short', timeStyle: 'short' })}</time>
    ) : (
      '—'
    );

  const columns: GridColumn<SubscriberRow>[] = [
    { id: 'email', header: t('column.email'), hideable: false, cell: (row) => row.email },
    {
      id: 'status',
      header: t('column.status'),
      cell: (row) => intl.formatMessage({ id: subscriberStatusName[row.status] }),
    },
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

  const filters = (
    <SelectField
      label={t('filter.status')}
      value={query.status ?? ''}
      onChange={(event) => setState({ filters: { status: event.target.value } })}
      options={[
        { value: '', label: t('filter.all') },
        ...subscriberStatuses.map((status) => ({
          value: status,
          label: intl.formatMessage({ id: subscriberStatusName[status] }),
        })),
      ]}
    />
  );

  return <InboxGrid<SubscriberRow> t={t} columns={columns} result={result} grid={grid} filters={filters} />;
}
