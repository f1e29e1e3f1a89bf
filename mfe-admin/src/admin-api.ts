import { api } from 'shared-ui';

/** GET /api/new/admin/overview (staff only): counts for the dashboard. */
export interface AdminOverview {
  products: number;
  orders: number;
  customers: number;
  stores: number;
  /** New products with fewer than 3 pieces in the shop's stores. */
  lowStock: number;
}

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
