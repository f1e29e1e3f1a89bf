import type { BuyoutData, BuyoutList } from 'shared-domain';
import type { BuyoutStatus } from 'shared-domain/buyout';
import { api } from 'shared-ui';

// The staff calls of the buyout (api component `buyout`): the list, one buyout, a status change.
const BUYOUT_API = '/api/new/buyout';
export const BUYOUTS_PAGE_SIZE = 20;

export interface BuyoutListArgs {
  page: number;
  status?: BuyoutStatus;
}

export interface BuyoutStatusChange {
  id: number;
  status: BuyoutStatus;
  note?: string;
  /** Minor units; required when re-quoting. */
  price?: number;
}

const LIST = { type: 'AdminBuyout', id: 'LIST' } as const;

export const buyoutsApi = api.enhanceEndpoints({ addTagTypes: ['AdminBuyout'] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminBuyouts: build.query<BuyoutList, BuyoutListArgs>({
      query: ({ page, status }) => ({
        path: `${BUYOUT_API}/admin/buyouts/`,
        query: { page, pageSize: BUYOUTS_PAGE_SIZE, status },
      }),
      // Staff data belongs to a session: logging in or out refetches (or drops) it.
      providesTags: ['Session', LIST],
    }),
    getAdminBuyout: build.query<BuyoutData, number>({
      query: (id) => ({ path: `${BUYOUT_API}/buyouts/{id}/`, pathParams: { id } }),
      providesTags: (_result, _error, id) => ['Session', { type: 'AdminBuyout', id }],
    }),
    changeBuyoutStatus: build.mutation<BuyoutData, BuyoutStatusChange>({
      query: ({ id, ...body }) => ({
        method: 'POST',
        path: `${BUYOUT_API}/admin/buyouts/{id}/status`,
        pathParams: { id },
        body,
      }),
      // A change, or a conflict with someone else's change, makes both screens stale.
      invalidatesTags: (_result, error, { id }) =>
        !error || error.status === 409 ? [LIST, { type: 'AdminBuyout', id }] : [],
    }),
  }),
});

export const { useGetAdminBuyoutsQuery, useGetAdminBuyoutQuery, useChangeBuyoutStatusMutation } = buyoutsApi;
