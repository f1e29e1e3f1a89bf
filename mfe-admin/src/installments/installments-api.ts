import type {
  InstallmentCompanies,
  InstallmentCompany,
  InstallmentCompanyInput,
  InstallmentCompanyPatch,
  InstallmentOrderPage,
  InstallmentPriceList,
  InstallmentPriceListInput,
  InstallmentPriceListPatch,
  InstallmentSent,
} from 'shared-domain';
import { api } from 'shared-ui';

// The installment admin calls (api/src/payments/installment-admin/installment-admin-routes.ts):
// companies with their price lists, their edits and deactivation, the orders' installments and
// the move to 'sent'.
export const INSTALLMENTS_API = '/api/new/admin/installments';

const COMPANIES = 'AdminInstallmentCompanies';
const ORDERS = 'AdminInstallmentOrders';

export type InstallmentOrderArgs = Record<string, string | number>;

export const installmentsApi = api
  .enhanceEndpoints({ addTagTypes: [COMPANIES, ORDERS, 'AdminOrder', 'AdminHistory'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getInstallmentCompanies: build.query<InstallmentCompanies, void>({
        query: () => ({ path: `${INSTALLMENTS_API}/companies` }),
        // Staff data belongs to a session: logging in or out refetches (or drops) it.
        providesTags: ['Session', COMPANIES],
      }),
      createInstallmentCompany: build.mutation<InstallmentCompany, InstallmentCompanyInput>({
        query: (body) => ({ method: 'POST', path: `${INSTALLMENTS_API}/companies`, body }),
        invalidatesTags: (_result, error) => (error ? [] : [COMPANIES, 'AdminHistory']),
      }),
      updateInstallmentCompany: build.mutation<
        InstallmentCompany,
        { id: number; patch: InstallmentCompanyPatch }
      >({
        query: ({ id, patch }) => ({
          method: 'PATCH',
          path: `${INSTALLMENTS_API}/companies/{id}`,
          pathParams: { id: String(id) },
          body: patch,
        }),
        invalidatesTags: (_result, error) => (error ? [] : [COMPANIES, 'AdminHistory']),
      }),
      deactivateInstallmentCompany: build.mutation<InstallmentCompany, number>({
        query: (id) => ({
          method: 'POST',
          path: `${INSTALLMENTS_API}/companies/{id}/deactivate`,
          pathParams: { id: String(id) },
          body: {},
        }),
        invalidatesTags: (_result, error) => (error ? [] : [COMPANIES, 'AdminHistory']),
      }),
      createInstallmentPriceList: build.mutation<
        InstallmentPriceList,
        { companyId: number; input: InstallmentPriceListInput }
      >({
        query: ({ companyId, input }) => ({
          method: 'POST',
          path: `${INSTALLMENTS_API}/companies/{id}/price-lists`,
          pathParams: { id: String(companyId) },
          body: input,
        }),
        invalidatesTags: (_result, error) => (error ? [] : [COMPANIES, 'AdminHistory']),
      }),
      updateInstallmentPriceList: build.mutation<
        InstallmentPriceList,
        { id: number; patch: InstallmentPriceListPatch }
      >({
        query: ({ id, patch }) => ({
          method: 'PATCH',
          path: `${INSTALLMENTS_API}/price-lists/{id}`,
          pathParams: { id: String(id) },
          body: patch,
        }),
        invalidatesTags: (_result, error) => (error ? [] : [COMPANIES, 'AdminHistory']),
      }),
      deactivateInstallmentPriceList: build.mutation<InstallmentPriceList, number>({
        query: (id) => ({
          method: 'POST',
          path: `${INSTALLMENTS_API}/price-lists/{id}/deactivate`,
          pathParams: { id: String(id) },
          body: {},
        }),
        invalidatesTags: (_result, error) => (error ? [] : [COMPANIES, 'AdminHistory']),
      }),
      getInstallmentOrders: build.query<InstallmentOrderPage, InstallmentOrderArgs>({
        query: (query) => ({ path: `${INSTALLMENTS_API}/orders`, query }),
        providesTags: ['Session', ORDERS],
      }),
      markInstallmentSent: build.mutation<InstallmentSent, string>({
        query: (number) => ({
          method: 'POST',
          path: `${INSTALLMENTS_API}/orders/{number}/sent`,
          pathParams: { number },
          body: {},
        }),
        // A conflict means the installment changed meanwhile: show what it is now.
        invalidatesTags: (_result, error) =>
          !error || error.status === 409 ? [ORDERS, 'AdminOrder', 'AdminHistory'] : [],
      }),
    }),
  });

export const {
  useGetInstallmentCompaniesQuery,
  useCreateInstallmentCompanyMutation,
  useUpdateInstallmentCompanyMutation,
  useDeactivateInstallmentCompanyMutation,
  useCreateInstallmentPriceListMutation,
  useUpdateInstallmentPriceListMutation,
  useDeactivateInstallmentPriceListMutation,
  useGetInstallmentOrdersQuery,
  useMarkInstallmentSentMutation,
} = installmentsApi;
