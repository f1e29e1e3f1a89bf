import type {
  AttributeNameChoices,
  AttributesPatch,
  CategoriesPatch,
  ImagesPatch,
  MasterProductBasePatch,
  MasterProductCreate,
  MasterProductDetail,
  MasterProductOptions,
  PackagePatch,
  SeoPatch,
  StockPatch,
  UploadedImage,
  VariantsPatch,
} from 'shared-domain';
import { api } from 'shared-ui';

// The product admin's calls (api: catalogue/admin/product-admin-routes.ts). Every tab's PATCH
// answers the whole master product, which replaces the cached one: the new version is then what
// the next save of any tab sends.
const BASE = '/api/new/catalogue/admin/master-products';

/** The tabs' parts, each saved by PATCH /:id<path>. */
export interface TabPatches {
  '': MasterProductBasePatch;
  '/variants': VariantsPatch;
  '/categories': CategoriesPatch;
  '/stock': StockPatch;
  '/images': ImagesPatch;
  '/attributes': AttributesPatch;
  '/seo': SeoPatch;
  '/package': PackagePatch;
}
export type TabPath = keyof TabPatches;

export interface TabSave<P extends TabPath = TabPath> {
  id: number;
  path: P;
  body: TabPatches[P];
}

export const productDetailApi = api.enhanceEndpoints({ addTagTypes: ['AdminHistory'] }).injectEndpoints({
  endpoints: (build) => ({
    getMasterProduct: build.query<MasterProductDetail, number>({
      query: (id) => ({ path: `${BASE}/{id}`, pathParams: { id } }),
      providesTags: ['Session'],
    }),
    getMasterProductOptions: build.query<MasterProductOptions, void>({
      query: () => ({ path: `${BASE}/options` }),
      providesTags: ['Session'],
    }),
    getAttributeNameChoices: build.query<AttributeNameChoices, void>({
      // A fixed literal path, trailing slash included.
      query: () => ({ path: '/api/new/product/admin-product-attributes/attr-name-choices/' }),
      providesTags: ['Session'],
    }),
    createMasterProduct: build.mutation<{ id: number }, MasterProductCreate>({
      query: (body) => ({ method: 'POST', path: BASE, body }),
    }),
    saveMasterProductTab: build.mutation<MasterProductDetail, TabSave>({
      query: ({ id, path, body }) => ({
        method: 'PATCH',
        path: `${BASE}/{id}${path}`,
        pathParams: { id },
        body,
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['AdminHistory']),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(productDetailApi.util.upsertQueryData('getMasterProduct', id, data));
        } catch {
          // The form shows the failure; the cached product stays as it was.
        }
      },
    }),
    uploadImage: build.mutation<UploadedImage, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file);
        return { method: 'POST', path: '/api/new/admin/uploads', body };
      },
    }),
  }),
});

export const {
  useGetMasterProductQuery,
  useGetMasterProductOptionsQuery,
  useGetAttributeNameChoicesQuery,
  useCreateMasterProductMutation,
  useSaveMasterProductTabMutation,
  useUploadImageMutation,
} = productDetailApi;
