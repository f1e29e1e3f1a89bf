import { type ReactNode, useMemo, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import type { JobRun, JobRunStatus } from 'shared-domain';
import { Alert, PageLayout, useFormatDate } from 'shared-ui';
import { DataGrid, type GridColumn, useGridUrlState } from 'shared-ui/data-grid';
import type { IdUnder } from '../messages/message-ids.ts';
import { jobStatusName } from './job-labels.ts';
import { JobProgressBar, resultSummary, useJobKindLabel } from './job-summary.tsx';
import { isFinished, useGetJobRunsQuery } from './jobs-api.ts';
import { RecurringJobs } from './recurring-jobs.tsx';
import { TaskActions } from './task-actions.tsx';
import { TaskFilters } from './task-filters.tsx';
import styles from './tasks.module.css';

const TASKS_PAGE_SIZE = 25;
const LIST_POLL_MS = 2000;
const filterKeys = ['kind', 'status'] as const;

/**
 * The Tasks screen: the shop's background jobs, newest first, with progress, result and error,
 * filtered by state and kind; a run can be cancelled or started again. Below, the recurring jobs.
 */
export function TasksPage() {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const kindLabel = useJobKindLabel();
  const [state, setState] = useGridUrlState({ filterKeys, pageSize: TASKS_PAGE_SIZE });
  const [failure, setFailure] = useState<string | null>(null);
  const args = {
    page: state.page,
    pageSize: state.pageSize,
    kind: state.filters.kind,
    status: state.filters.status as JobRunStatus | undefined,
  };
  // Jobs start from other screens: a visit always asks afresh rather than show a cached list.
  const { data, error, isFetching, refetch } = useGetJobRunsQuery(args, { refetchOnMountOrArgChange: true });
  // While something runs, the list refreshes itself; once all are finished it stops asking.
  const running = data?.items.some((job) => !isFinished(job)) ?? false;
  useGetJobRunsQuery(args, { pollingInterval: LIST_POLL_MS, skip: !running, skipPollingIfUnfocused: true });
  const t = (id: IdUnder<'admin.tasks.'>) => intl.formatMessage({ id: `admin.tasks.${id}` });

  const columns = useMemo(
    () => taskColumns(intl, formatDate, kindLabel, (job) => <TaskActions job={job} onFailure={setFailure} />),
    [intl, formatDate, kindLabel],
  );

  return (
    <PageLayout title={t('title')} lead={t('lead')}>
      {failure && (
        <Alert tone="error" onDismiss={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      <DataGrid<JobRun>
        caption={t('caption')}
        columns={columns}
        rows={data?.items}
        total={data?.total ?? 0}
        state={state}
        onStateChange={setState}
        getRowId={(job) => job.id}
        isLoading={isFetching && !running}
        error={error}
        onRetry={refetch}
        emptyText={state.filters.kind || state.filters.status ? t('emptyFiltered') : t('empty')}
        toolbar={<TaskFilters filters={state.filters} onChange={(filters) => setState({ filters })} />}
      />
      <RecurringJobs />
    </PageLayout>
  );
}

function taskColumns(
  intl: IntlShape,
  formatDate: (value: string, options?: Intl.DateTimeFormatOptions) => string,
  kindLabel: (kind: string) => string,
  renderActions: (job: JobRun) => ReactNode,
): GridColumn<JobRun>[] {
  const t = (id: IdUnder<'admin.tasks.'>) => intl.formatMessage({ id: `admin.tasks.${id}` });
  return [
    { id: 'kind', header: t('column.kind'), cell: (job) => kindLabel(job.kind), hideable: false },
    {
      id: 'status',
      header: t('column.status'),
      cell: (job) => (
        <span className={styles[`status_${job.status}`]}>
          {intl.formatMessage({ id: jobStatusName[job.status] })}
        </span>
      ),
    },
    {
      id: 'progress',
      header: t('column.progress'),
      cell: (job) => <JobProgressBar job={job} label={kindLabel(job.kind)} />,
    },
    { id: 'result', header: t('column.result'), cell: (job) => resultSummary(job.result) ?? '' },
    { id: 'error', header: t('column.error'), cell: (job) => job.error ?? '' },
    {
      id: 'createdAt',
      header: t('column.createdAt'),
      cell: (job) => (
        <time dateTime={job.createdAt}>
          {formatDate(job.createdAt, { dateStyle: 'short', timeStyle: 'short' })}
        </time>
      ),
    },
    {
      id: 'createdBy',
      header: t('column.createdBy'),
      cell: (job) => job.createdBy ?? '',
      defaultHidden: true,
    },
    {
      id: 'attempts',
      header: t('column.attempts'),
      cell: (job) => job.attempts,
      defaultHidden: true,
      align: 'end',
    },
    { id: 'actions', header: t('column.actions'), hideable: false, cell: renderActions },
  ];
}
