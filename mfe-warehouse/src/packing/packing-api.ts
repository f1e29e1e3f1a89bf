import type {
  ScanRequest,
  ScanResult,
  StationState,
  WarehouseInvoice,
} from 'shared-domain/contracts/staff.ts';
import { api } from 'shared-ui';

const INVOICE = 'WarehouseInvoice';

/** The packing station: its state, the scans (each answered with the new state) and invoices. */
export const packingApi = api.enhanceEndpoints({ addTagTypes: [INVOICE] }).injectEndpoints({
  endpoints: (build) => ({
    getStation: build.query<StationState, string>({
      query: (stationId) => `/api/new/warehouse/packing/stations/${encodeURIComponent(stationId)}`,
      providesTags: ['Session'],
    }),
    sendScan: build.mutation<ScanResult, ScanRequest>({
      query: (body) => ({ path: '/api/new/warehouse/packing/scans', method: 'POST', body }),
      // The scanId makes a resent scan count once, so a network failure may be retried safely.
      extraOptions: { maxRetries: 2 },
      // The answer carries the station's new state: written into the cache instead of a refetch,
      // so one scan is one request.
      async onQueryStarted({ stationId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(packingApi.util.upsertQueryData('getStation', stationId, data.state));
          if (['finished', 'handed_over', 'order_cancelled'].includes(data.outcome))
            dispatch(packingApi.util.invalidateTags([INVOICE]));
        } catch {
          // The station shows the failed request itself.
        }
      },
    }),
    getOrderInvoice: build.query<WarehouseInvoice, string>({
      query: (orderNumber) => `/api/new/warehouse/orders/${encodeURIComponent(orderNumber)}/invoice`,
      providesTags: [INVOICE, 'Session'],
    }),
    resendInvoice: build.mutation<unknown, string>({
      query: (orderNumber) => ({
        path: `/api/new/warehouse/orders/${encodeURIComponent(orderNumber)}/invoice/resend`,
        method: 'POST',
        body: {},
      }),
      invalidatesTags: [INVOICE],
    }),
  }),
});

export const { useGetStationQuery, useSendScanMutation, useGetOrderInvoiceQuery, useResendInvoiceMutation } =
  packingApi;
