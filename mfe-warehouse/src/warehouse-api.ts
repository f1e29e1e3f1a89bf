import type { StoreStock } from 'shared-domain';
import { api } from 'shared-ui';

/** GET /api/new/warehouse/stock-summary (warehouse or staff): stock per sales store. */
export const warehouseApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStockSummary: build.query<StoreStock[], void>({
      query: () => '/api/new/warehouse/stock-summary',
      // Staff data belongs to a session: logging in or out refetches (or drops) it.
      providesTags: ['Session'],
    }),
  }),
});

export const { useGetStockSummaryQuery } = warehouseApi;
