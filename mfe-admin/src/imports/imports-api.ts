import type { ImportKind, ImportRun, JobStarted } from 'shared-domain';
import { api } from 'shared-ui';

const IMPORTS = '/api/new/admin/imports';

/** The CSV imports (issue 15): upload starts the dry run, apply starts the write. */
export const importsApi = api.enhanceEndpoints({ addTagTypes: ['AdminImport'] }).injectEndpoints({
  endpoints: (build) => ({
    startImport: build.mutation<JobStarted, { kind: ImportKind; file: File }>({
      query: ({ kind, file }) => {
        const body = new FormData();
        body.append('file', file);
        return { method: 'POST', path: IMPORTS, query: { kind }, body };
      },
    }),
    getImport: build.query<ImportRun, string>({
      query: (id) => ({ path: `${IMPORTS}/{id}`, pathParams: { id } }),
      providesTags: (_result, _error, id) => ['Session', { type: 'AdminImport', id }],
    }),
    applyImport: build.mutation<JobStarted, string>({
      query: (id) => ({ method: 'POST', path: `${IMPORTS}/{id}/apply`, pathParams: { id } }),
      invalidatesTags: (_result, _error, id) => [{ type: 'AdminImport', id }],
    }),
  }),
});

export const { useStartImportMutation, useGetImportQuery, useApplyImportMutation } = importsApi;

/** Where the failed rows of an import download (a plain link: the browser saves the CSV). */
export function failedRowsHref(id: string): string {
  return `${IMPORTS}/${encodeURIComponent(id)}/failed-rows.csv`;
}
