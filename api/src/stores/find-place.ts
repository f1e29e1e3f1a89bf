import type { ShopCode } from 'shared-domain';
import { type GazetteerPlace, gazetteer } from './gazetteer-data.ts';

// A town name or a postcode → a place of the built-in gazetteer (no geocoding service is used).

/** Lower case without diacritics, hyphens as spaces: "Ústí nad Labem" = "usti nad labem". */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[-\s]+/g, ' ')
    .trim();
}

export function findPlace(shop: ShopCode, query: string): GazetteerPlace | undefined {
  const places = gazetteer[shop];
  const digits = query.replace(/\s+/g, '');
  if (/^\d{2,6}$/.test(digits)) {
    let best: { place: GazetteerPlace; length: number } | undefined;
    for (const place of places)
      for (const prefix of place.postcodes)
        if (digits.startsWith(prefix) && prefix.length > (best?.length ?? 0))
          best = { place, length: prefix.length };
    return best?.place;
  }
  const wanted = folded(query);
  return (
    places.find((place) => folded(place.name) === wanted) ??
    places.find((place) => folded(place.name).startsWith(wanted))
  );
}

/** Great-circle distance in kilometres (haversine, mean Earth radius). */
export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
