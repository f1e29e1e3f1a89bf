import type { GridPage, JobRun, JobRunStatus, JobSchedules } from 'shared-domain';
import { api } from 'shared-ui';

export interface JobRunsArgs {
  page: number;
  pageSize: number;
  kind?: string;
  status?: JobRunStatus;
}

const LIST = { type: 'AdminJob', id: 'LIST' } as const;

/** The background jobs of this shop (H1's /api/new/admin/jobs routes), their control and schedules. */
export const jobsApi = api.enhanceEndpoints({ addTagTypes: ['AdminJob', 'AdminHistory'] }).injectEndpoints({
  endpoints: (build) => ({
    getJobRuns: build.query<GridPage<JobRun>, JobRunsArgs>({
      query: (query) => ({ path: '/api/new/admin/jobs', query: { ...query } }),
      providesTags: ['Session', LIST],
    }),
    getJobRun: build.query<JobRun, string>({
      query: (id) => ({ path: '/api/new/admin/jobs/{id}', pathParams: { id } }),
      providesTags: (_result, _error, id) => ['Session', { type: 'AdminJob', id }],
    }),
    getJobSchedules: build.query<JobSchedules, void>({
      query: () => ({ path: '/api/new/admin/jobs/schedules' }),
      providesTags: ['Session', LIST],
    }),
    cancelJobRun: build.mutation<JobRun, string>({
      query: (id) => ({ method: 'POST', path: '/api/new/admin/jobs/{id}/cancel', pathParams: { id } }),
      // A conflict means the run moved on meanwhile: the list is stale either way.
      invalidatesTags: (_result, error, id) =>
        !error || error.status === 409 ? [LIST, { type: 'AdminJob', id }, 'AdminHistory'] : [],
    }),
    retryJobRun: build.mutation<JobRun, string>({
      query: (id) => ({ method: 'POST', path: '/api/new/admin/jobs/{id}/retry', pathParams: { id } }),
      invalidatesTags: (_result, error, id) =>
        !error || error.status === 409 ? [LIST, { type: 'AdminJob', id }, 'AdminHistory'] : [],
    }),
  }),
});

export const {
  useGetJobRunsQuery,
  useGetJobRunQuery,
  useGetJobSchedulesQuery,
  useCancelJobRunMutation,
  useRetryJobRunMutation,
} = jobsApi;

export function isFinished(job: Pick<JobRun, 'status'>): boolean {
  return job.status === 'done' || job.status === 'failed' || job.status === 'cancelled';
}

/** What staff may do with a run: stop it while it waits or runs, start it again once it failed or was stopped. */
export const canCancel = (job: Pick<JobRun, 'status'>) => job.status === 'queued' || job.status === 'running';
export const canRetry = (job: Pick<JobRun, 'status'>) =>
  job.status === 'failed' || job.status === 'cancelled';
