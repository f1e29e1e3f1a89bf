import type {
  AdminDeviceType,
  AdminManufacturer,
  CategoryCreate,
  CategoryDetail,
  CategoryListItem,
  CategoryMove,
  CategoryTreeNode,
  CategoryUpdate,
  UploadedImage,
} from 'shared-domain/contracts/staff.ts';
import { api } from 'shared-ui';

// The category admin's calls (api: catalogue/admin/category-admin-routes.ts). Every change
// invalidates the tree and the details: a move renumbers siblings, so partial updates would lie.
const base = '/api/new/catalogue/admin/categories';

export const categoriesApi = api.enhanceEndpoints({ addTagTypes: ['AdminCategories'] }).injectEndpoints({
  endpoints: (build) => ({
    getCategoryTree: build.query<CategoryTreeNode[], void>({
      query: () => `${base}/tree`,
      transformResponse: (body: { categories: CategoryTreeNode[] }) => body.categories,
      providesTags: ['AdminCategories', 'Session'],
    }),
    getCategoryList: build.query<CategoryListItem[], void>({
      query: () => `${base}/list`,
      transformResponse: (body: { categories: CategoryListItem[] }) => body.categories,
      providesTags: ['AdminCategories', 'Session'],
    }),
    getCategory: build.query<CategoryDetail, number>({
      query: (id) => `${base}/${id}`,
      providesTags: ['AdminCategories', 'Session'],
    }),
    getAdminManufacturers: build.query<AdminManufacturer[], void>({
      query: () => '/api/new/catalogue/admin/manufacturers',
      transformResponse: (body: { manufacturers: AdminManufacturer[] }) => body.manufacturers,
      providesTags: ['Session'],
    }),
    getDeviceTypes: build.query<AdminDeviceType[], void>({
      query: () => `${base}/device-types`,
      transformResponse: (body: { deviceTypes: AdminDeviceType[] }) => body.deviceTypes,
      providesTags: ['Session'],
    }),
    createCategory: build.mutation<CategoryDetail, CategoryCreate>({
      query: (body) => ({ path: base, method: 'POST', body }),
      invalidatesTags: ['AdminCategories'],
    }),
    updateCategory: build.mutation<CategoryDetail, { id: number; changes: CategoryUpdate }>({
      query: ({ id, changes }) => ({ path: `${base}/${id}`, method: 'PATCH', body: changes }),
      invalidatesTags: ['AdminCategories'],
    }),
    moveCategory: build.mutation<CategoryDetail, { id: number; move: CategoryMove }>({
      query: ({ id, move }) => ({ path: `${base}/${id}/move`, method: 'PATCH', body: move }),
      invalidatesTags: ['AdminCategories'],
    }),
    deleteCategory: build.mutation<void, { id: number; version?: string }>({
      query: ({ id, version }) => ({
        path: `${base}/${id}`,
        method: 'DELETE',
        query: version ? { version } : undefined,
      }),
      invalidatesTags: ['AdminCategories'],
    }),
    uploadCategoryPhoto: build.mutation<UploadedImage, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file);
        return { method: 'POST', path: '/api/new/admin/uploads', body };
      },
    }),
  }),
});

export const {
  useGetCategoryTreeQuery,
  useGetCategoryListQuery,
  useGetCategoryQuery,
  useGetAdminManufacturersQuery,
  useGetDeviceTypesQuery,
  useCreateCategoryMutation,
  useUpdateCategoryMutation,
  useMoveCategoryMutation,
  useDeleteCategoryMutation,
  useUploadCategoryPhotoMutation,
} = categoriesApi;
