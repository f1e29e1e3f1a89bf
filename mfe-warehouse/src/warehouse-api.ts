import { api } from 'shared-ui';

/** One row of GET /api/new/warehouse/stock-summary (warehouse or staff). */
export interface StoreStock {
  storeId: number;
  storeName: string;
  /** Products with at least one piece in the store. */
  skus: number;
  /** Pieces in total. */
  units: number;
}

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
