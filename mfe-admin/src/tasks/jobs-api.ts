import type { GridPage, JobRun } from 'shared-domain';
import { api } from 'shared-ui';

export interface JobRunsArgs {
  page: number;
  pageSize: number;
  kind?: string;
}

/** The background jobs of this shop (H1's /api/new/admin/jobs routes). */
export const jobsApi = api.enhanceEndpoints({ addTagTypes: ['AdminJob'] }).injectEndpoints({
  endpoints: (build) => ({
    getJobRuns: build.query<GridPage<JobRun>, JobRunsArgs>({
      query: (query) => ({ path: '/api/new/admin/jobs', query: { ...query } }),
      providesTags: ['Session', { type: 'AdminJob', id: 'LIST' }],
    }),
    getJobRun: build.query<JobRun, string>({
      query: (id) => ({ path: '/api/new/admin/jobs/{id}', pathParams: { id } }),
      providesTags: (_result, _error, id) => ['Session', { type: 'AdminJob', id }],
    }),
  }),
});

export const { useGetJobRunsQuery, useGetJobRunQuery } = jobsApi;

export function isFinished(job: Pick<JobRun, 'status'>): boolean {
  return job.status === 'done' || job.status === 'failed';
}
