import type {
  Handover,
  Recount,
  StockMovementKind,
  StockMovementsPage,
} from 'shared-domain/contracts/staff.ts';
import { api } from 'shared-ui';

const RECOUNTS = 'WarehouseRecounts';

export interface MovementsQuery {
  page: number;
  productCode?: string;
  kind?: StockMovementKind;
}

/** Hand-overs, recounts and stock movements: the warehouse's records. */
export const recordsApi = api.enhanceEndpoints({ addTagTypes: [RECOUNTS] }).injectEndpoints({
  endpoints: (build) => ({
    getHandovers: build.query<Handover[], void>({
      query: () => '/api/new/warehouse/handovers',
      providesTags: ['Session'],
    }),
    getRecounts: build.query<Recount[], void>({
      query: () => '/api/new/warehouse/recounts',
      providesTags: [RECOUNTS, 'Session'],
    }),
    submitRecount: build.mutation<unknown, { productId: number; storeId: number; quantity: number }>({
      query: (body) => ({ path: '/api/new/warehouse/recounts', method: 'POST', body }),
      invalidatesTags: [RECOUNTS],
    }),
    getStockMovements: build.query<StockMovementsPage, MovementsQuery>({
      query: ({ page, productCode, kind }) => ({
        path: '/api/new/warehouse/stock-movements',
        query: { page, ...(productCode ? { productCode } : {}), ...(kind ? { kind } : {}) },
      }),
      providesTags: [RECOUNTS, 'Session'],
    }),
  }),
});

export const {
  useGetHandoversQuery,
  useGetRecountsQuery,
  useSubmitRecountMutation,
  useGetStockMovementsQuery,
} = recordsApi;
