import type {
  AccessoryFitRow,
  AttributeBody,
  AttributeDefinition,
  AttributeGroupBody,
  AttributeTree,
  BonusDeviceType,
  BonusManufacturer,
  BonusQualityTypeChoice,
  GridPage,
  MasterProductRef,
  MetaMaster,
  MetaMasterCandidate,
  MetaMasterSummary,
  UsedProductBonuses,
  UsedProductBonusesBody,
} from 'shared-domain';
import { api } from 'shared-ui';

// The staff calls of the master data screens (api/src/catalogue/admin/master-data-routes.ts).
const ATTRIBUTES = '/api/new/catalogue/admin/attributes';
const ATTRIBUTE_GROUPS = '/api/new/catalogue/admin/attribute-groups';
const META = '/api/new/mp-meta-master/admin';
const BONUSES = '/api/new/product/admin-bonuses-for-used-product';
const FITS = '/api/new/catalogue/admin/accessory-fits';

const tagged = api.enhanceEndpoints({
  addTagTypes: ['AdminAttributes', 'AdminMetaMasters', 'AdminBonuses', 'AdminAccessoryFits', 'AdminHistory'],
});

export const masterDataApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    // --- attributes
    getAttributeTree: build.query<AttributeTree, void>({
      query: () => ({ path: ATTRIBUTES }),
      providesTags: ['Session', 'AdminAttributes'],
    }),
    saveAttributeGroup: build.mutation<unknown, AttributeGroupBody & { id?: number }>({
      query: ({ id, ...body }) =>
        id === undefined
          ? { method: 'POST', path: ATTRIBUTE_GROUPS, body }
          : { method: 'PATCH', path: `${ATTRIBUTE_GROUPS}/{id}`, pathParams: { id }, body },
      invalidatesTags: (_result, error) => (error ? [] : ['AdminAttributes', 'AdminHistory']),
    }),
    deleteAttributeGroup: build.mutation<void, number>({
      query: (id) => ({ method: 'DELETE', path: `${ATTRIBUTE_GROUPS}/{id}`, pathParams: { id } }),
      invalidatesTags: (_result, error) => (error ? [] : ['AdminAttributes', 'AdminHistory']),
    }),
    reorderAttributeGroups: build.mutation<void, number[]>({
      query: (ids) => ({ method: 'PUT', path: `${ATTRIBUTE_GROUPS}/order`, body: { ids } }),
      invalidatesTags: ['AdminAttributes', 'AdminHistory'],
    }),
    saveAttribute: build.mutation<AttributeDefinition, AttributeBody & { id?: number }>({
      query: ({ id, ...body }) =>
        id === undefined
          ? { method: 'POST', path: ATTRIBUTES, body }
          : { method: 'PATCH', path: `${ATTRIBUTES}/{id}`, pathParams: { id }, body },
      invalidatesTags: (_result, error) => (error ? [] : ['AdminAttributes', 'AdminHistory']),
    }),
    deleteAttribute: build.mutation<void, { id: number; deleteValues: boolean }>({
      query: ({ id, deleteValues }) => ({
        method: 'DELETE',
        path: `${ATTRIBUTES}/{id}`,
        pathParams: { id },
        query: deleteValues ? { deleteValues: 'true' } : {},
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['AdminAttributes', 'AdminHistory']),
    }),
    reorderAttributes: build.mutation<void, { groupId: number; ids: number[] }>({
      query: (body) => ({ method: 'PUT', path: `${ATTRIBUTES}/order`, body }),
      invalidatesTags: ['AdminAttributes', 'AdminHistory'],
    }),

    // --- meta masters
    getMetaMasters: build.query<MetaMasterSummary[], void>({
      query: () => ({ path: `${META}/meta-masters/` }),
      providesTags: ['Session', 'AdminMetaMasters'],
    }),
    getMetaMaster: build.query<MetaMaster, number>({
      query: (id) => ({ path: `${META}/get-meta-master/{id}/`, pathParams: { id } }),
      providesTags: ['Session', 'AdminMetaMasters'],
    }),
    getOtherMetaMasters: build.query<{ id: number; name: string }[], number>({
      query: (id) => ({ path: `${META}/exclude-meta-master/{id}`, pathParams: { id } }),
      providesTags: ['Session', 'AdminMetaMasters'],
    }),
    searchMetaMasterCandidates: build.query<MetaMasterCandidate[], string>({
      query: (q) => ({ path: `${META}/master-products/`, query: { q } }),
      providesTags: ['Session', 'AdminMetaMasters'],
    }),
    addMetaMaster: build.mutation<MetaMaster, { name: string }>({
      query: (body) => ({ method: 'POST', path: `${META}/add-meta-master/`, body }),
      invalidatesTags: (_result, error) => (error ? [] : ['AdminMetaMasters', 'AdminHistory']),
    }),
    renameMetaMaster: build.mutation<MetaMaster, { id: number; name: string }>({
      query: ({ id, name }) => ({
        method: 'PATCH',
        path: `${META}/update-meta-master/{id}/`,
        pathParams: { id },
        body: { name },
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['AdminMetaMasters', 'AdminHistory']),
    }),
    deleteMetaMaster: build.mutation<void, number>({
      query: (id) => ({ method: 'DELETE', path: `${META}/delete-meta-master/{id}/`, pathParams: { id } }),
      invalidatesTags: (_result, error) => (error ? [] : ['AdminMetaMasters', 'AdminHistory']),
    }),
    addMasterProduct: build.mutation<MetaMaster, { metaMasterId: number; masterProductId: number }>({
      query: ({ metaMasterId, masterProductId }) => ({
        method: 'PATCH',
        path: `${META}/add-master-product/`,
        body: { meta_master_id: metaMasterId, master_product_id: masterProductId },
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['AdminMetaMasters', 'AdminHistory']),
    }),
    swapMetaMaster: build.mutation<MetaMaster, { masterProductId: number; metaMasterId: number }>({
      query: ({ masterProductId, metaMasterId }) => ({
        method: 'PATCH',
        path: `${META}/swap-meta-master/{id}/`,
        pathParams: { id: masterProductId },
        body: { meta_master_id: metaMasterId },
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['AdminMetaMasters', 'AdminHistory']),
    }),
    removeMasterProduct: build.mutation<void, number>({
      query: (id) => ({ method: 'DELETE', path: `${META}/remove-master-product/{id}/`, pathParams: { id } }),
      invalidatesTags: (_result, error) => (error ? [] : ['AdminMetaMasters', 'AdminHistory']),
    }),

    // --- bonuses
    getBonusManufacturers: build.query<BonusManufacturer[], void>({
      query: () => ({ path: `${BONUSES}/bonuses_manufacturers` }),
      providesTags: ['Session'],
    }),
    getBonusQualityTypes: build.query<BonusQualityTypeChoice[], void>({
      query: () => ({ path: `${BONUSES}/quality_types` }),
      providesTags: ['Session'],
    }),
    getBonusDeviceTypes: build.query<BonusDeviceType[], void>({
      query: () => ({ path: `${BONUSES}/types_devices` }),
      providesTags: ['Session'],
    }),
    getBonuses: build.query<UsedProductBonuses, number>({
      query: (manufacturerId) => ({ path: `${BONUSES}/bonuses`, query: { manufacturerId } }),
      providesTags: ['Session', 'AdminBonuses'],
    }),
    saveBonuses: build.mutation<UsedProductBonuses, UsedProductBonusesBody>({
      query: (body) => ({ method: 'PUT', path: `${BONUSES}/bonuses`, body }),
      invalidatesTags: (_result, error) => (error ? [] : ['AdminBonuses', 'AdminHistory']),
    }),

    // --- accessory fits
    getAccessoryFits: build.query<GridPage<AccessoryFitRow>, Record<string, string | number>>({
      query: (query) => ({ path: FITS, query }),
      providesTags: ['Session', 'AdminAccessoryFits'],
    }),
    getAccessoryBrands: build.query<{ id: number; name: string }[], void>({
      query: () => ({ path: `${FITS}/brands` }),
      providesTags: ['Session'],
    }),
    searchFitDevices: build.query<MasterProductRef[], string>({
      query: (q) => ({ path: `${FITS}/devices`, query: { q } }),
      providesTags: ['Session'],
    }),
    setAccessoryFits: build.mutation<AccessoryFitRow, { accessoryId: number; deviceIds: number[] }>({
      query: ({ accessoryId, deviceIds }) => ({
        method: 'PUT',
        path: `${FITS}/{id}`,
        pathParams: { id: accessoryId },
        body: { deviceIds },
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['AdminAccessoryFits', 'AdminHistory']),
    }),
  }),
});

export const {
  useGetAttributeTreeQuery,
  useSaveAttributeGroupMutation,
  useDeleteAttributeGroupMutation,
  useReorderAttributeGroupsMutation,
  useSaveAttributeMutation,
  useDeleteAttributeMutation,
  useReorderAttributesMutation,
  useGetMetaMastersQuery,
  useGetMetaMasterQuery,
  useGetOtherMetaMastersQuery,
  useSearchMetaMasterCandidatesQuery,
  useAddMetaMasterMutation,
  useRenameMetaMasterMutation,
  useDeleteMetaMasterMutation,
  useAddMasterProductMutation,
  useSwapMetaMasterMutation,
  useRemoveMasterProductMutation,
  useGetBonusManufacturersQuery,
  useGetBonusQualityTypesQuery,
  useGetBonusDeviceTypesQuery,
  useGetBonusesQuery,
  useSaveBonusesMutation,
  useGetAccessoryFitsQuery,
  useGetAccessoryBrandsQuery,
  useSearchFitDevicesQuery,
  useSetAccessoryFitsMutation,
} = masterDataApi;
