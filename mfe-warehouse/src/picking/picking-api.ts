import type { CrateOverview, PickingList, PickingProblemStatus } from 'shared-domain/contracts/staff.ts';
import { api } from 'shared-ui';

const PICKING = 'WarehousePicking';
const orderPath = (orderNumber: string, action: string) =>
  `/api/new/warehouse/picking/${encodeURIComponent(orderNumber)}/${action}`;

/** Picking and crates (warehouse or staff); every change refetches the list and the crates. */
export const pickingApi = api.enhanceEndpoints({ addTagTypes: [PICKING] }).injectEndpoints({
  endpoints: (build) => ({
    getPickingList: build.query<PickingList, number | undefined>({
      query: (storeId) => ({ path: '/api/new/warehouse/picking', query: storeId ? { storeId } : {} }),
      providesTags: [PICKING, 'Session'],
    }),
    getCrates: build.query<CrateOverview[], void>({
      query: () => '/api/new/warehouse/crates',
      providesTags: [PICKING, 'Session'],
    }),
    startPicking: build.mutation<unknown, string>({
      query: (orderNumber) => ({ path: orderPath(orderNumber, 'start'), method: 'POST', body: {} }),
      invalidatesTags: [PICKING],
    }),
    markPicked: build.mutation<unknown, { orderNumber: string; crateCode: string }>({
      query: ({ orderNumber, crateCode }) => ({
        path: orderPath(orderNumber, 'picked'),
        method: 'POST',
        body: { crateCode },
      }),
      invalidatesTags: [PICKING],
    }),
    reportPickingProblem: build.mutation<
      unknown,
      { orderNumber: string; status: PickingProblemStatus; productId: number; reason: string }
    >({
      query: ({ orderNumber, ...body }) => ({
        path: orderPath(orderNumber, 'problem'),
        method: 'POST',
        body,
      }),
      invalidatesTags: [PICKING],
    }),
    resetPicking: build.mutation<unknown, string>({
      query: (orderNumber) => ({ path: orderPath(orderNumber, 'reset'), method: 'POST', body: {} }),
      invalidatesTags: [PICKING],
    }),
  }),
});

export const {
  useGetPickingListQuery,
  useGetCratesQuery,
  useStartPickingMutation,
  useMarkPickedMutation,
  useReportPickingProblemMutation,
  useResetPickingMutation,
} = pickingApi;
