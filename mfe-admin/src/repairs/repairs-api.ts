import type { ServiceOrderList, ServiceOrderStatus, ServiceStatus } from 'shared-domain';
import { api } from 'shared-ui';

// The staff calls of device service (api/src/service/order-routes.ts, "staff"): the repairs, newest
// first, and a move to the next status (the diagnosis with its price, the re-quote).
const SERVICE_ADMIN_API = '/api/new/service/admin/orders';
/** The api takes at most 100 a page. */
export const REPAIRS_MAX_PAGE_SIZE = 100;

export interface RepairListArgs {
  page: number;
  pageSize: number;
  /** Undefined: every status. */
  status?: ServiceStatus;
}

export interface RepairStatusChange {
  number: string;
  status: ServiceStatus;
  /** Minor units; with 'diagnosed' only, where it is required. */
  quote_price?: number;
  /** The technician's finding, e-mailed to the customer with the new price. */
  note?: string;
}

const LIST = { type: 'AdminRepair', id: 'LIST' } as const;

export const repairsApi = api
  .enhanceEndpoints({ addTagTypes: ['AdminRepair', 'AdminHistory'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getRepairs: build.query<ServiceOrderList, RepairListArgs>({
        query: (query) => ({ path: `${SERVICE_ADMIN_API}/`, query: { ...query } }),
        // Staff data belongs to a session: logging in or out refetches (or drops) it.
        providesTags: ['Session', LIST],
      }),
      changeRepairStatus: build.mutation<ServiceOrderStatus, RepairStatusChange>({
        query: ({ number, ...body }) => ({
          method: 'POST',
          path: `${SERVICE_ADMIN_API}/{number}/status`,
          pathParams: { number },
          body,
        }),
        // A change, or a conflict with someone else's change, makes the grid stale.
        invalidatesTags: (_result, error) => (!error || error.status === 409 ? [LIST, 'AdminHistory'] : []),
      }),
    }),
  });

export const { useGetRepairsQuery, useChangeRepairStatusMutation } = repairsApi;
