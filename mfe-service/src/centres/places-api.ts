import type { StoreSummary } from 'shared-domain';
import { api } from 'shared-ui';

// GET /api/new/stores/stores/service-center/service-buyout-centers/ (public): the shop's
// stores, buyout centres and service centres. This remote shows the service centres.
export const PLACES_PATH = '/api/new/stores/stores/service-center/service-buyout-centers/';

export const servicePlacesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getServiceCentres: build.query<StoreSummary[], void>({
      query: () => PLACES_PATH,
      transformResponse: (places: StoreSummary[]) => places.filter((place) => place.kind === 'service'),
    }),
  }),
});

export const { useGetServiceCentresQuery } = servicePlacesApi;
