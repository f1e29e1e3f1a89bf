import type { AdminOverview } from 'shared-domain';
import { api } from 'shared-ui';

/** GET /api/new/admin/overview (staff only): counts for the dashboard. */
export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminOverview: build.query<AdminOverview, void>({
      query: () => '/api/new/admin/overview',
      // Staff data belongs to a session: logging in or out refetches (or drops) it.
      providesTags: ['Session'],
    }),
  }),
});

export const { useGetAdminOverviewQuery } = adminApi;
