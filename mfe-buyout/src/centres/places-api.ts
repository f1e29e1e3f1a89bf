import type { StoreSummary } from 'shared-domain';
import { api } from 'shared-ui';

// GET /api/new/stores/stores/service-center/service-buyout-centers/ (public): the shop's
// stores, buyout centres and service centres. This remote shows the buyout centres.
export const PLACES_PATH = '/api/new/stores/stores/service-center/service-buyout-centers/';

export const buyoutPlacesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBuyoutCentres: build.query<StoreSummary[], void>({
      query: () => PLACES_PATH,
      transformResponse: (places: StoreSummary[]) => places.filter((place) => place.kind === 'buyout'),
    }),
  }),
});

export const { useGetBuyoutCentresQuery } = buyoutPlacesApi;
