import type { StoreKind, StoreSummary } from 'shared-domain';
import { api } from 'shared-ui';

/** Public: the shop's stores, buyout centres and service centres, in one list. */
export const PLACES_PATH = '/api/new/stores/stores/service-center/service-buyout-centers/';

/** Which places a list shows: one kind, or 'any' for all of them. */
export type PlacesKind = StoreKind | 'any';

// Lives in shared-ui: the buyout and service remotes list their centres and the content pages
// (mfe-catalogue) list places of any kind, all from the same answer. Cached per kind, so the service
// screen can seed its centres from the bff's start aggregate (which brings the service centres only)
// without touching another list's data.
export const placesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPlaces: build.query<StoreSummary[], PlacesKind>({
      query: () => PLACES_PATH,
      transformResponse: (places: StoreSummary[], _meta, kind) =>
        kind === 'any' ? places : places.filter((place) => place.kind === kind),
    }),
  }),
});

export const { useGetPlacesQuery } = placesApi;
