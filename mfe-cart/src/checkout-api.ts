import type {
  DispensingPlace,
  InstallmentOffer,
  Money,
  OrderCreated,
  OrderDetail,
  OrderSubmit,
  PaymentInit,
  PaymentResult,
  WalletType,
} from 'shared-domain';
import { api } from 'shared-ui';

export { loadMarketingScript } from './checkout/marketing-script.ts';

// The checkout's api calls (contracts/checkout.ts, payments.ts, orders.ts).
// Endpoint names carry "checkout" so they never collide with another feature's injected endpoints.
const CHECKOUT = '/api/new/checkout';

export interface LiftagoCheckBody {
  store_seo_name?: string;
  delivery_address: { address: string; city: string; district?: string; postcode: string };
}
export interface LiftagoCheckResult {
  available: true;
  price: Money;
  etaMinutes: number;
  testMode: boolean;
}
interface OrderRef {
  number: string;
  token: string;
}

export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCheckoutDispensingPlaces: build.query<DispensingPlace[], { search: string; limit?: number }>({
      query: ({ search, limit = 10 }) => ({
        path: `${CHECKOUT}/dispensing-places`,
        query: { search, limit },
      }),
      transformResponse: (response: { places: DispensingPlace[] }) => response.places,
      // A failed widget is shown at once with its own message; the customer searches again.
      extraOptions: { maxRetries: 0 },
    }),
    checkCheckoutLiftago: build.mutation<LiftagoCheckResult, LiftagoCheckBody>({
      query: (body) => ({ method: 'POST', path: `${CHECKOUT}/liftago-check`, body }),
    }),
    getCheckoutInstallmentOptions: build.query<InstallmentOffer[], void>({
      query: () => `${CHECKOUT}/installments/best-options`,
      transformResponse: (response: { options: InstallmentOffer[] }) => response.options,
      providesTags: ['Cart'],
      extraOptions: { maxRetries: 0 },
    }),
    createCheckoutOrder: build.mutation<OrderCreated, { body: OrderSubmit; idempotencyKey: string }>({
      query: ({ body, idempotencyKey }) => ({
        method: 'POST',
        path: '/api/new/orders',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
    initCheckoutWalletPayment: build.mutation<PaymentInit, OrderRef & { method: WalletType }>({
      query: ({ method, ...ref }) => ({
        method: 'POST',
        path: '/api/new/payments/{method}/init',
        pathParams: { method },
        body: ref,
      }),
    }),
    startCheckoutWalletSession: build.mutation<
      { merchantSession: Record<string, unknown> },
      OrderRef & { method: WalletType; validationUrl: string }
    >({
      query: ({ method, ...body }) => ({
        method: 'POST',
        path: '/api/new/payments/{method}/session',
        pathParams: { method },
        body,
      }),
    }),
    processCheckoutWalletPayment: build.mutation<
      PaymentResult,
      OrderRef & { method: WalletType; paymentId: string; walletToken: string }
    >({
      query: ({ method, ...body }) => ({
        method: 'POST',
        path: '/api/new/payments/{method}/process',
        pathParams: { method },
        body,
      }),
    }),
    getCheckoutOrderStatus: build.query<OrderDetail, OrderRef>({
      query: (ref) => ({ path: '/api/new/orders/status', query: { ...ref } }),
      // The payment status changes behind our back (the gateway): never answer from an old cache.
      keepUnusedDataFor: 0,
    }),
    retryCheckoutPayment: build.mutation<{ paymentUrl: string }, OrderRef>({
      query: ({ number, token }) => ({
        method: 'POST',
        path: '/api/new/orders/{number}/payment',
        pathParams: { number },
        query: { token },
      }),
    }),
  }),
});

export const {
  useGetCheckoutDispensingPlacesQuery,
  useCheckCheckoutLiftagoMutation,
  useGetCheckoutInstallmentOptionsQuery,
  useCreateCheckoutOrderMutation,
  useInitCheckoutWalletPaymentMutation,
  useStartCheckoutWalletSessionMutation,
  useProcessCheckoutWalletPaymentMutation,
  useGetCheckoutOrderStatusQuery,
  useRetryCheckoutPaymentMutation,
} = checkoutApi;
