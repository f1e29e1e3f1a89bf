import type { InvoiceResent, JobStarted, OrderInvoices } from 'shared-domain';
import { api } from 'shared-ui';
import { ORDERS_API } from '../orders-api.ts';

// An order's invoice and credit note (api/src/orders/invoices/invoice-routes.ts): their state,
// creating each (a background job), re-sending the invoice, and where the PDFs download.
const ORDER_API = `${ORDERS_API}/{number}`;
const TAG = 'AdminOrderInvoices' as const;
const invoicesTag = (number: string) => ({ type: TAG, id: number });
const orderTag = (number: string) => ({ type: 'AdminOrder' as const, id: number });

export const invoicesApi = api
  .enhanceEndpoints({ addTagTypes: [TAG, 'AdminOrder', 'AdminHistory'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getOrderInvoices: build.query<OrderInvoices, string>({
        query: (number) => ({ path: `${ORDER_API}/invoices`, pathParams: { number } }),
        providesTags: (_result, _error, number) => ['Session', invoicesTag(number)],
      }),
      createOrderDocument: build.mutation<JobStarted, { number: string; kind: 'invoice' | 'credit_note' }>({
        query: ({ number, kind }) => ({
          method: 'POST',
          path: `${ORDER_API}/${kind === 'invoice' ? 'invoice' : 'credit-note'}`,
          pathParams: { number },
          body: {},
        }),
        // A conflict means the document changed meanwhile (made by the payment, or by someone else).
        invalidatesTags: (_result, error, { number }) =>
          !error || error.status === 409 ? [invoicesTag(number), 'AdminHistory'] : [],
      }),
      resendInvoice: build.mutation<InvoiceResent, string>({
        query: (number) => ({
          method: 'POST',
          path: `${ORDER_API}/invoice/resend`,
          pathParams: { number },
          body: {},
        }),
        // The mail joins the order's e-mails ("re-sent") and its history.
        invalidatesTags: (_result, error, number) =>
          error ? [] : [invoicesTag(number), orderTag(number), 'AdminHistory'],
      }),
    }),
  });

export const { useGetOrderInvoicesQuery, useCreateOrderDocumentMutation, useResendInvoiceMutation } =
  invoicesApi;

/** Where a document's PDF downloads (a plain link: the browser saves the file). */
export function documentPdfHref(number: string, kind: 'invoice' | 'credit_note'): string {
  const file = kind === 'invoice' ? 'invoice.pdf' : 'credit-note.pdf';
  return `${ORDERS_API}/${encodeURIComponent(number)}/${file}`;
}
