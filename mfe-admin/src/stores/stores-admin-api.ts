import type { AdminStore, AdminStoreInput, AdminStoreList } from 'shared-domain/contracts/admin-stores.ts';
import { api } from 'shared-ui';

// The staff calls of the stores pages (api/src/stores/store-admin-routes.ts).
const STORES = '/api/new/admin/stores';
const LIST = 'AdminStores';

export const storesAdminApi = api.enhanceEndpoints({ addTagTypes: [LIST] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminStores: build.query<AdminStoreList, void>({
      query: () => STORES,
      providesTags: ['Session', LIST],
    }),
    updateStore: build.mutation<AdminStore, { id: number; body: AdminStoreInput }>({
      query: ({ id, body }) => ({
        method: 'PUT',
        path: `${STORES}/{id}`,
        pathParams: { id: String(id) },
        body,
      }),
      invalidatesTags: (_result, error) => (error ? [] : [LIST]),
    }),
  }),
});

export const { useGetAdminStoresQuery, useUpdateStoreMutation } = storesAdminApi;
