import { useIntl } from 'react-intl';
import type { SubmissionGridQuery, SubmissionRow } from 'shared-domain';
import { formSubmissionKinds, submissionHandledFilters } from 'shared-domain/contracts/staff.ts';
import { Link, SelectField, useFormatDate, useShop } from 'shared-ui';
import type { GridColumn, GridState } from 'shared-ui/data-grid';
import { adminEntityPath } from '../admin-paths.ts';
import type { IdUnder } from '../messages/message-ids.ts';
import { useGetSubmissionsQuery } from './inbox-api.ts';
import { InboxGrid, useInboxGridState } from './inbox-grid.tsx';
import { handledFilterName, submissionKindName } from './inbox-labels.ts';

const FILTER_KEYS = ['kind', 'handled'] as const;
const PAGE_SIZE = 20;

/** The api's query of the grid's URL state: unknown filter values are left out. */
export function submissionQueryOf(state: GridState): SubmissionGridQuery {
  const kind = formSubmissionKinds.find((value) => value === state.filters.kind);
  const handled = submissionHandledFilters.find((value) => value === state.filters.handled);
  return {
    page: state.page,
    pageSize: Math.min(state.pageSize, 100),
    ...(kind ? { kind } : {}),
    ...(handled ? { handled } : {}),
  };
}

/** /admin/schranka: what visitors sent through the forms, the open ones first, by form. */
export function InboxGridPage() {
  const intl = useIntl();
  const { shop } = useShop();
  const formatDate = useFormatDate();
  const t = (id: IdUnder<'admin.inbox.'>) => intl.formatMessage({ id: `admin.inbox.${id}` });
  const { urlState, setState, query, grid } = useInboxGridState({
    filterKeys: FILTER_KEYS,
    pageSize: PAGE_SIZE,
    queryOf: submissionQueryOf,
  });
  const result = useGetSubmissionsQuery(query);

  const columns: GridColumn<SubmissionRow>[] = [
    {
      id: 'sender',
      header: t('column.sender'),
      hideable: false,
      cell: (row) => (
        <Link to={adminEntityPath(shop, 'inbox', row.id)}>
          {row.name ? `${row.name} <${row.email}>` : row.email}
        </Link>
      ),
    },
    {
      id: 'kind',
      header: t('column.kind'),
      cell: (row) => intl.formatMessage({ id: submissionKindName[row.kind] }),
    },
    {
      id: 'created',
      header: t('column.created'),
      cell: (row) => (
        <time dateTime={row.createdAt}>
          {formatDate(row.createdAt, { dateStyle: 'short', timeStyle: 'short' })}
        </time>
      ),
    },
    {
      id: 'handled',
      header: t('column.handled'),
      cell: (row) => (row.handledAt ? t('handled.yes') : t('handled.no')),
    },
  ];

  const filters = (
    <>
      <SelectField
        label={t('filter.kind')}
        value={query.kind ?? ''}
        onChange={(event) => setState({ filters: { ...urlState.filters, kind: event.target.value } })}
        options={[
          { value: '', label: t('filter.allKinds') },
          ...formSubmissionKinds.map((kind) => ({
            value: kind,
            label: intl.formatMessage({ id: submissionKindName[kind] }),
          })),
        ]}
      />
      <SelectField
        label={t('filter.handled')}
        value={query.handled ?? 'open'}
        onChange={(event) => setState({ filters: { ...urlState.filters, handled: event.target.value } })}
        options={submissionHandledFilters.map((value) => ({
          value,
          label: intl.formatMessage({ id: handledFilterName[value] }),
        }))}
      />
    </>
  );

  return <InboxGrid<SubmissionRow> t={t} columns={columns} result={result} grid={grid} filters={filters} />;
}
