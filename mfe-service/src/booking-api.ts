import type {
  ServiceBooked,
  ServiceBooking,
  ServiceCentres,
  ServiceOrderStatus,
  ServiceSelectorData,
} from 'shared-domain';
import { api } from 'shared-ui';

// Calls of the booking form, its thank-you page and the order status page (issue 7 items 3, 4).
// Endpoint names start with serviceBooking/serviceStatus: RTK Query names are global to the store.
export const SERVICE_API = '/api/new/service';

export interface ServiceStatusLookup {
  number: string;
  email: string;
}

export const serviceBookingApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The model's selector data with its operations: what the booking shows as chosen. */
    serviceBookingProductData: build.query<ServiceSelectorData, number>({
      query: (model) => ({ path: `${SERVICE_API}/search/product-data/`, query: { model } }),
    }),
    serviceBookingCentres: build.query<ServiceCentres, void>({
      query: () => `${SERVICE_API}/centres/`,
      // Time windows fill up: a form opened later must not offer windows taken meanwhile.
      keepUnusedDataFor: 60,
    }),
    serviceBookingCreate: build.mutation<ServiceBooked, { body: ServiceBooking; idempotencyKey: string }>({
      query: ({ body, idempotencyKey }) => ({
        method: 'POST',
        path: `${SERVICE_API}/orders/`,
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      // Safe to repeat: the key makes the api book once however often the request arrives.
      extraOptions: { maxRetries: 2 },
    }),
    serviceStatusLookup: build.query<ServiceOrderStatus, ServiceStatusLookup>({
      query: (lookup) => ({ path: `${SERVICE_API}/orders/status/`, query: { ...lookup } }),
      // The repair moves on in the centre: a status shown again is asked for again.
      keepUnusedDataFor: 0,
    }),
    serviceStatusApproveQuote: build.mutation<ServiceOrderStatus, ServiceStatusLookup>({
      query: ({ number, email }) => ({
        method: 'POST',
        path: `${SERVICE_API}/orders/{number}/approve-quote`,
        pathParams: { number },
        body: { email },
      }),
      // The answer is the refreshed status: show it without asking again.
      async onQueryStarted(lookup, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(serviceBookingApi.util.upsertQueryData('serviceStatusLookup', lookup, data));
        } catch {
          // The page shows the refusal from the mutation's own state.
        }
      },
    }),
  }),
});

export const {
  useServiceBookingProductDataQuery,
  useServiceBookingCentresQuery,
  useServiceBookingCreateMutation,
  useLazyServiceStatusLookupQuery,
  useServiceStatusApproveQuoteMutation,
} = serviceBookingApi;
