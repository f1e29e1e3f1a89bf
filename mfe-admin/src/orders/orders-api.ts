import type {
  AdminOrderDetail,
  CustomOrderEmail,
  DeliveryWindow,
  OrderBulkCancelResult,
  OrderCancellation,
  OrderEmailPreview,
  OrderEmailTemplates,
  OrderGridPage,
  OrderGridStores,
} from 'shared-domain';
import { api } from 'shared-ui';

// The staff orders calls (api/src/orders/admin/order-admin-routes.ts): the grid, its store filter,
// bulk cancel, one order, its delivery window, its cancellation and a custom e-mail to its customer.
export const ORDERS_API = '/api/new/admin/orders';
const ORDER_API = `${ORDERS_API}/{number}`;

/** The query of a grid page: what `gridQueryOf` makes of the URL state. */
export type OrderGridArgs = Record<string, string | number>;

const GRID = 'AdminOrderGrid';
const orderTag = (number: string) => ({ type: 'AdminOrder' as const, id: number });

/** A custom e-mail about one order, as the preview and the send take it. */
export interface OrderEmailArgs {
  number: string;
  email: CustomOrderEmail;
}

export const ordersApi = api
  .enhanceEndpoints({ addTagTypes: [GRID, 'AdminOrder', 'AdminHistory'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getOrderGridPage: build.query<OrderGridPage, OrderGridArgs>({
        query: (query) => ({ path: ORDERS_API, query }),
        // Staff data belongs to a session: logging in or out refetches (or drops) it.
        providesTags: ['Session', GRID],
      }),
      getOrderGridStores: build.query<OrderGridStores, void>({
        query: () => ({ path: `${ORDERS_API}/stores` }),
        providesTags: ['Session'],
      }),
      cancelOrders: build.mutation<OrderBulkCancelResult, string[]>({
        query: (numbers) => ({ method: 'POST', path: `${ORDERS_API}/cancel`, body: { numbers } }),
        // Some may have been cancelled even when others were refused: every order view is stale.
        invalidatesTags: (_result, error) => (error ? [] : [GRID, 'AdminOrder', 'AdminHistory']),
      }),
      getAdminOrder: build.query<AdminOrderDetail, string>({
        query: (number) => ({ path: ORDER_API, pathParams: { number } }),
        providesTags: (_result, _error, number) => ['Session', orderTag(number)],
      }),
      changeDeliveryWindow: build.mutation<null, { number: string; window: DeliveryWindow }>({
        query: ({ number, window }) => ({
          method: 'PATCH',
          path: `${ORDER_API}/delivery-window`,
          pathParams: { number },
          body: window,
        }),
        invalidatesTags: (_result, error, { number }) => (error ? [] : [orderTag(number), 'AdminHistory']),
      }),
      cancelOrder: build.mutation<OrderCancellation, string>({
        query: (number) => ({
          method: 'POST',
          path: `${ORDER_API}/cancel`,
          pathParams: { number },
          body: {},
        }),
        // A conflict means someone else changed the order meanwhile: show what it is now.
        invalidatesTags: (_result, error, number) =>
          !error || error.status === 409 ? [GRID, orderTag(number), 'AdminHistory'] : [],
      }),
      getOrderEmailTemplates: build.query<OrderEmailTemplates, string>({
        query: (number) => ({ path: `${ORDER_API}/email-templates`, pathParams: { number } }),
        providesTags: ['Session'],
      }),
      // A mutation though it changes nothing: it runs when staff ask for it, never from the cache.
      previewOrderEmail: build.mutation<OrderEmailPreview, OrderEmailArgs>({
        query: ({ number, email }) => ({
          method: 'POST',
          path: `${ORDER_API}/email/preview`,
          pathParams: { number },
          body: email,
        }),
      }),
      sendOrderEmail: build.mutation<{ sent: true }, OrderEmailArgs>({
        query: ({ number, email }) => ({
          method: 'POST',
          path: `${ORDER_API}/email`,
          pathParams: { number },
          body: email,
        }),
        // The sent mail joins the order's e-mails and its history.
        invalidatesTags: (_result, error, { number }) => (error ? [] : [orderTag(number), 'AdminHistory']),
      }),
    }),
  });

export const {
  useGetOrderGridPageQuery,
  useGetOrderGridStoresQuery,
  useCancelOrdersMutation,
  useGetAdminOrderQuery,
  useChangeDeliveryWindowMutation,
  useCancelOrderMutation,
  useGetOrderEmailTemplatesQuery,
  usePreviewOrderEmailMutation,
  useSendOrderEmailMutation,
} = ordersApi;
