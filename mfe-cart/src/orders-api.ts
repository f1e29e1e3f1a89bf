import type { InstallmentOverview, OrderDetail, WithdrawalRequest } from 'shared-domain';
import { api } from 'shared-ui';

// The order's own pages (issue 5 item 8): status, installment overview, contract withdrawal and a
// card payment tried again. Every call names the order by number and proves access with the
// customer's e-mail or the order's access token (from e-mail links and the thank-you page).
export const ORDERS_API = '/api/new/orders';

export type OrderLookup = { number: string; email: string } | { number: string; token: string };

// 'Order' is this remote's own tag: a withdrawal refreshes the status page that shows the order.
export const ordersApi = api.enhanceEndpoints({ addTagTypes: ['Order'] }).injectEndpoints({
  endpoints: (build) => ({
    getOrderStatus: build.query<OrderDetail, OrderLookup>({
      query: (lookup) => ({ path: `${ORDERS_API}/status`, query: { ...lookup } }),
      providesTags: ['Order'],
    }),
    getInstallmentOverview: build.query<InstallmentOverview, { number: string; token: string }>({
      query: ({ number, token }) => ({
        path: `${ORDERS_API}/{number}/installment`,
        pathParams: { number },
        query: { token },
      }),
    }),
    sendWithdrawal: build.mutation<{ number: string }, { number: string; body: WithdrawalRequest }>({
      query: ({ number, body }) => ({
        method: 'POST',
        path: `${ORDERS_API}/{number}/withdrawal`,
        pathParams: { number },
        body,
      }),
      // The status page must show the order as withdrawn afterwards.
      invalidatesTags: ['Order'],
    }),
    retryOrderPayment: build.mutation<{ paymentUrl: string }, { number: string; token: string }>({
      query: ({ number, token }) => ({
        method: 'POST',
        path: `${ORDERS_API}/{number}/payment`,
        pathParams: { number },
        query: { token },
      }),
    }),
  }),
});

export const {
  useGetOrderStatusQuery,
  useGetInstallmentOverviewQuery,
  useSendWithdrawalMutation,
  useRetryOrderPaymentMutation,
} = ordersApi;
