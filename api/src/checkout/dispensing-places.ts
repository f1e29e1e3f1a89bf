import { normalizeSearchText, type ShopCode } from 'shared-domain';
import type { DispensingPlace } from 'shared-domain/contracts';
import type { Db } from '../platform/db/schema.ts';
import { selectPickupPoints } from './pickup-point-repository.ts';

// Pickup points (Zásilkovna, Sameday easybox) by name, street, city or postcode. The stored
// search_text is normalised the same way, with the space of postcodes ("110 00") removed too.

/** Normalised text with a postcode's inner space dropped, so "110 00" and "11000" match alike. */
export function pickupSearchText(...parts: string[]): string {
  const text = normalizeSearchText(parts.join(' '));
  return `${text} ${text.replace(/\b(\d{3}) (\d{2})\b/g, '$1$2')}`.trim();
}

export function searchTermsOf(search: string): string[] {
  const joined = normalizeSearchText(search).replace(/\b(\d{3}) (\d{2})\b/g, '$1$2');
  return joined.split(' ').filter((term) => term.length > 0);
}

export async function searchDispensingPlaces(
  db: Db,
  shop: ShopCode,
  query: { search: string; limit: number },
): Promise<DispensingPlace[]> {
  const rows = await selectPickupPoints(db, shop, searchTermsOf(query.search), query.limit);
  return rows.map(placeOf);
}

function placeOf(row: Awaited<ReturnType<typeof selectPickupPoints>>[number]): DispensingPlace {
  return {
    id: row.id,
    code: row.code,
    network: row.network,
    name: row.name,
    street: row.street,
    city: row.city,
    postcode: row.postcode,
    latitude: row.latitude,
    longitude: row.longitude,
    openingHours: row.opening_hours,
    available: !row.is_congested,
  };
}
