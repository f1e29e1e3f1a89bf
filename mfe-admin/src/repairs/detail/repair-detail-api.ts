import type { ServiceOrderDetail, ServiceRequote } from 'shared-domain';
import { api } from 'shared-ui';

// One repair for staff (GET /api/new/service/admin/orders/:number) and its re-quote. Tagged with
// the grid's list tag, so a status change made here (repairs-api.ts) refreshes the detail too.
const SERVICE_ADMIN_API = '/api/new/service/admin/orders';
const LIST = { type: 'AdminRepair', id: 'LIST' } as const;

export const repairDetailApi = api
  .enhanceEndpoints({ addTagTypes: ['AdminRepair', 'AdminHistory'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getRepair: build.query<ServiceOrderDetail, string>({
        query: (number) => ({ path: `${SERVICE_ADMIN_API}/{number}`, pathParams: { number } }),
        providesTags: (_result, _error, number) => ['Session', LIST, { type: 'AdminRepair', id: number }],
      }),
      requoteRepair: build.mutation<ServiceOrderDetail, ServiceRequote & { number: string }>({
        query: ({ number, ...body }) => ({
          method: 'POST',
          path: `${SERVICE_ADMIN_API}/{number}/quote`,
          pathParams: { number },
          body,
        }),
        invalidatesTags: (_result, error) => (!error || error.status === 409 ? [LIST, 'AdminHistory'] : []),
      }),
    }),
  });

export const { useGetRepairQuery, useRequoteRepairMutation } = repairDetailApi;
