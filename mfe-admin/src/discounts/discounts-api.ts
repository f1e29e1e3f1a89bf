import type {
  DiscountCodesJob,
  DiscountDetail,
  DiscountGridPage,
  DiscountInput,
  DiscountSaved,
  DiscountScopeOptions,
} from 'shared-domain';
import { api } from 'shared-ui';

// The staff discounts calls (api/src/discounts/admin/discount-admin-routes.ts): the grid, one
// discount, create and edit, archive, the sets editor's choices and code generation.
export const DISCOUNTS_API = '/api/new/admin/discounts';
const DISCOUNT_API = `${DISCOUNTS_API}/{id}`;

/** The query of a grid page: what `gridQueryOf` makes of the URL state. */
export type DiscountGridArgs = Record<string, string | number>;

const GRID = 'AdminDiscountGrid';
const discountTag = (id: number) => ({ type: 'AdminDiscount' as const, id });

/** The link of a discount's codes as CSV (a plain download, the session cookie goes along). */
export function discountCodesCsvHref(id: number): string {
  return `${DISCOUNTS_API}/${id}/codes.csv`;
}

export const discountsApi = api
  .enhanceEndpoints({ addTagTypes: [GRID, 'AdminDiscount', 'AdminHistory'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getDiscountGridPage: build.query<DiscountGridPage, DiscountGridArgs>({
        query: (query) => ({ path: DISCOUNTS_API, query }),
        // Staff data belongs to a session: logging in or out refetches (or drops) it.
        providesTags: ['Session', GRID],
      }),
      getDiscount: build.query<DiscountDetail, number>({
        query: (id) => ({ path: DISCOUNT_API, pathParams: { id: String(id) } }),
        providesTags: (_result, _error, id) => ['Session', discountTag(id)],
      }),
      getDiscountScopeOptions: build.query<DiscountScopeOptions, string>({
        query: (q) => ({ path: `${DISCOUNTS_API}/scope-options`, query: q ? { q } : {} }),
        providesTags: ['Session'],
      }),
      createDiscount: build.mutation<DiscountSaved, DiscountInput>({
        query: (body) => ({ method: 'POST', path: DISCOUNTS_API, body }),
        invalidatesTags: (_result, error) => (error ? [] : [GRID]),
      }),
      updateDiscount: build.mutation<DiscountSaved, { id: number; input: DiscountInput }>({
        query: ({ id, input }) => ({
          method: 'PATCH',
          path: DISCOUNT_API,
          pathParams: { id: String(id) },
          body: input,
        }),
        invalidatesTags: (_result, error, { id }) => (error ? [] : [GRID, discountTag(id), 'AdminHistory']),
      }),
      setDiscountArchived: build.mutation<DiscountDetail, { id: number; archived: boolean }>({
        query: ({ id, archived }) => ({
          method: 'POST',
          path: `${DISCOUNT_API}/${archived ? 'archive' : 'unarchive'}`,
          pathParams: { id: String(id) },
          body: {},
        }),
        invalidatesTags: (_result, error, { id }) => (error ? [] : [GRID, discountTag(id), 'AdminHistory']),
      }),
      generateDiscountCodes: build.mutation<DiscountCodesJob, { id: number; count: number }>({
        query: ({ id, count }) => ({
          method: 'POST',
          path: `${DISCOUNT_API}/codes`,
          pathParams: { id: String(id) },
          body: { count },
        }),
        invalidatesTags: (_result, error) => (error ? [] : ['AdminHistory']),
      }),
    }),
  });

export const {
  useGetDiscountGridPageQuery,
  useGetDiscountQuery,
  useGetDiscountScopeOptionsQuery,
  useCreateDiscountMutation,
  useUpdateDiscountMutation,
  useSetDiscountArchivedMutation,
  useGenerateDiscountCodesMutation,
} = discountsApi;

/** After a code job: the counts of the detail and the grid are stale. */
export const refreshDiscountCodes = (id: number) => discountsApi.util.invalidateTags([GRID, discountTag(id)]);
