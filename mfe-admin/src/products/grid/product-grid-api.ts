import type {
  CategoryAssignment,
  CategoryAssignmentResult,
  JobStarted,
  ProductGridBrands,
  ProductGridPage,
} from 'shared-domain';
import { api } from 'shared-ui';

const PRODUCTS = '/api/new/catalogue/admin/products';

/** A category of the picker, named by its path ("Telefony › Odolné"); H3's categories list. */
export interface PickerCategory {
  id: number;
  path: string;
}

export type AssignmentAction = 'add' | 'remove';

/** The query of a grid page: what `gridQueryOf` makes of the URL state. */
export type ProductGridArgs = Record<string, string | number>;

/** The staff product grid's calls (api/src/catalogue/admin/product-grid-routes.ts). */
export const productGridApi = api.enhanceEndpoints({ addTagTypes: ['AdminProductGrid'] }).injectEndpoints({
  endpoints: (build) => ({
    getProductGridPage: build.query<ProductGridPage, ProductGridArgs>({
      query: (query) => ({ path: PRODUCTS, query }),
      providesTags: ['Session', 'AdminProductGrid'],
    }),
    getProductGridBrands: build.query<ProductGridBrands, void>({
      query: () => ({ path: `${PRODUCTS}/brands` }),
      providesTags: ['Session'],
    }),
    getProductGridCategories: build.query<{ categories: PickerCategory[] }, void>({
      query: () => ({ path: '/api/new/catalogue/admin/categories/list' }),
      providesTags: ['Session'],
    }),
    assignProductCategories: build.mutation<
      CategoryAssignmentResult | JobStarted,
      { action: AssignmentAction; assignment: CategoryAssignment }
    >({
      query: ({ action, assignment }) => ({
        method: 'POST',
        path: `/api/new/catalogue/admin/product-categories/${action}`,
        body: assignment,
      }),
      // A change done in the request shows at once; a job's rows are refetched when it finishes.
      invalidatesTags: (result) => (result && 'jobId' in result ? [] : ['AdminProductGrid']),
    }),
  }),
});

export const {
  useGetProductGridPageQuery,
  useGetProductGridBrandsQuery,
  useGetProductGridCategoriesQuery,
  useAssignProductCategoriesMutation,
} = productGridApi;

/** After a job changed the categories, the grid shows them. */
export const refreshProductGrid = () => productGridApi.util.invalidateTags(['AdminProductGrid']);
