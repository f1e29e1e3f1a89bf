import { api } from 'shared-ui';

// GET /api/new/stores/stores/service-center/service-buyout-centers/ (spec §7, public): the shop's
// stores, buyout centres and service centres. This remote shows the buyout centres.
export type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';

export interface OpeningHours {
  day: Weekday;
  /** "HH:MM", local time. */
  opens: string;
  closes: string;
}

export interface Place {
  id: number;
  name: string;
  kind: 'store' | 'buyout' | 'service';
  street: string;
  city: string;
  postcode: string;
  country: string;
  phone: string | null;
  latitude: number;
  longitude: number;
  /** Days without an entry are closed. */
  openingHours: OpeningHours[];
}

export const PLACES_PATH = '/api/new/stores/stores/service-center/service-buyout-centers/';

export const buyoutPlacesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBuyoutCentres: build.query<Place[], void>({
      query: () => PLACES_PATH,
      transformResponse: (places: Place[]) => places.filter((place) => place.kind === 'buyout'),
    }),
  }),
});

export const { useGetBuyoutCentresQuery } = buyoutPlacesApi;
