// `shared-ui/places`: the shop's stores, buyout and service centres. An entry of its own (not the
// boot-time 'shared-ui' singleton), so only the pages that list places carry it.
export { PLACES_PATH, type PlacesKind, placesApi, useGetPlacesQuery } from './places-api.ts';
