import type {
  SelectorDataQuery,
  ServiceOperations,
  ServiceSearchResult,
  ServiceSelectorData,
  ServiceStart,
} from 'shared-domain';
import { api } from 'shared-ui';

// The service start page's calls. The selector's choice lists come from shared-ui's device selector
// (scope 'service'); endpoint names start with "service" so they stay unique across the remotes
// sharing the one RTK Query api.
export const SERVICE_API = '/api/new/service';
/** bff page aggregate: the selector data of the URL's selection and the centres. */
export const SERVICE_START_PATH = '/api/bff/service-start';

export const serviceApi = api.injectEndpoints({
  endpoints: (build) => ({
    serviceStart: build.query<ServiceStart, SelectorDataQuery>({
      query: (selection) => ({ path: SERVICE_START_PATH, query: { ...selection } }),
    }),
    serviceOperations: build.query<ServiceOperations, number>({
      query: (colourId) => ({ path: `${SERVICE_API}/operations/{colourId}/`, pathParams: { colourId } }),
    }),
    serviceSearch: build.query<ServiceSearchResult, string>({
      query: (term) => ({ path: `${SERVICE_API}/search/`, query: { term } }),
      // Suggestions are wanted now: retrying for seconds would answer a term no longer typed.
      extraOptions: { maxRetries: 0 },
    }),
    serviceSearchProductData: build.query<ServiceSelectorData, number>({
      query: (model) => ({ path: `${SERVICE_API}/search/product-data/`, query: { model } }),
    }),
  }),
});

export const { useServiceSearchQuery } = serviceApi;
