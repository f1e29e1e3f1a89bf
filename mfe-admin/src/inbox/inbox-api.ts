import type {
  SubmissionDetail,
  SubmissionGridQuery,
  SubmissionPage,
  SubscriberGridQuery,
  SubscriberPage,
} from 'shared-domain';
import { api } from 'shared-ui';

// The staff calls of the forms inbox (api/src/forms/inbox-routes.ts): the submissions, one
// submission, marking it handled; the newsletter's subscribers. The CV is a plain download link.
export const INBOX_API = '/api/new/admin/forms';

const LIST = { type: 'AdminFormSubmission', id: 'LIST' } as const;

export const inboxApi = api
  .enhanceEndpoints({ addTagTypes: ['AdminFormSubmission', 'AdminHistory'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getSubmissions: build.query<SubmissionPage, SubmissionGridQuery>({
        query: (query) => ({ path: `${INBOX_API}/submissions`, query: { ...query } }),
        providesTags: ['Session', LIST],
      }),
      getSubmission: build.query<SubmissionDetail, number>({
        query: (id) => ({ path: `${INBOX_API}/submissions/{id}`, pathParams: { id } }),
        providesTags: (_result, _error, id) => ['Session', { type: 'AdminFormSubmission', id }],
      }),
      markHandled: build.mutation<SubmissionDetail, number>({
        query: (id) => ({
          method: 'POST',
          path: `${INBOX_API}/submissions/{id}/handled`,
          pathParams: { id },
        }),
        invalidatesTags: (_result, _error, id) => [LIST, { type: 'AdminFormSubmission', id }, 'AdminHistory'],
      }),
      getSubscribers: build.query<SubscriberPage, SubscriberGridQuery>({
        query: (query) => ({ path: `${INBOX_API}/subscribers`, query: { ...query } }),
        providesTags: ['Session'],
      }),
    }),
  });

export const {
  useGetSubmissionsQuery,
  useGetSubmissionQuery,
  useMarkHandledMutation,
  useGetSubscribersQuery,
} = inboxApi;

export function cvDownloadUrl(id: number): string {
  return `${INBOX_API}/submissions/${id}/cv`;
}
