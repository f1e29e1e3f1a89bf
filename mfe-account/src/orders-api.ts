import type { AccountSummaryData, MyOrders, OrderDetail } from 'shared-domain';
import { api } from 'shared-ui';

// The account's overview and the customer's own orders (issue 6 items 7 and 8). Everything here
// belongs to whoever is signed in, so each query provides 'Session': logging in or out refetches it
// and one customer never sees the previous one's orders from the cache.

/** Orders on one page of the overview. */
export const ACCOUNT_ORDERS_PAGE_SIZE = 10;

export const accountOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    accountSummary: build.query<AccountSummaryData, void>({
      // The bff gathers profile, orders, buyouts, installments and reviews in one request.
      query: () => '/api/bff/account-summary',
      providesTags: ['Session'],
    }),
    accountOrders: build.query<MyOrders, { page: number }>({
      query: ({ page }) => ({
        path: '/api/new/orders/mine',
        query: { page, pageSize: ACCOUNT_ORDERS_PAGE_SIZE },
      }),
      providesTags: ['Session'],
    }),
    accountOrder: build.query<OrderDetail, string>({
      query: (number) => ({ path: '/api/new/orders/mine/{number}', pathParams: { number } }),
      providesTags: ['Session'],
    }),
  }),
});

export const { useAccountSummaryQuery, useAccountOrdersQuery, useAccountOrderQuery } = accountOrdersApi;
