import {
  type NearestStores,
  type ShopCode,
  type StoreCard,
  type StoreDetail,
  type StorePageList,
  type StoreService,
  type StoreSummary,
  shops,
} from 'shared-domain';
import { apiErrorMessages } from 'shared-domain/api-error-messages.ts';
import { shopTimeZone } from '../checkout/shop-time.ts';
import type { Db, StoreKind } from '../platform/db/schema.ts';
import { AppError, notFound } from '../platform/errors.ts';
import { distanceKm, findPlace } from './find-place.ts';
import { openStateAt, upcomingExceptions } from './open-state.ts';
import { type StorePageRow, selectStorePage, selectStorePages } from './store-page-repository.ts';

export const SHOWROOMS = '/api/new/stores/showrooms';

const wireKind: Partial<Record<StoreKind, StoreSummary['kind']>> = {
  store: 'store',
  buyout_centre: 'buyout',
  service_centre: 'service',
};

/** The generated placeholder, until staff give the store a photo. */
export function placeholderPhotoPath(slug: string): string {
  return `${SHOWROOMS}/${encodeURIComponent(slug)}/photo.svg`;
}

function toCard(shop: ShopCode, row: StorePageRow, now: Date, distance: number | null): StoreCard {
  const zone = shopTimeZone[shop];
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    kind: wireKind[row.kind] ?? 'store',
    street: row.street,
    city: row.city,
    postcode: row.postcode,
    country: row.country,
    phone: row.phone,
    email: row.email,
    latitude: row.latitude,
    longitude: row.longitude,
    photoUrl: row.photoUrl ?? placeholderPhotoPath(row.slug),
    services: row.services,
    openingHours: row.openingHours,
    exceptions: upcomingExceptions(now, zone, row.exceptions),
    openState: openStateAt(now, zone, row.openingHours, row.exceptions),
    directionsUrl: `https://www.google.com/maps/dir/?api=1&destination=${row.latitude},${row.longitude}`,
    distanceKm: distance === null ? null : Math.round(distance * 10) / 10,
  };
}

export async function listStorePages(
  db: Db,
  shop: ShopCode,
  options: { service?: StoreService; tileUrl: string | null },
  now: Date,
): Promise<StorePageList> {
  const rows = await selectStorePages(db, shop, options.service);
  return { items: rows.map((row) => toCard(shop, row, now, null)), map: { tileUrl: options.tileUrl } };
}

export async function getStorePage(db: Db, shop: ShopCode, slug: string, now: Date): Promise<StoreDetail> {
  const row = await selectStorePage(db, shop, slug);
  if (!row) throw notFound('store_not_found');
  return { ...toCard(shop, row, now, null), description: row.description };
}

/** The visitor's position, or a town/postcode of the gazetteer; an unknown place is a field error at q. */
export async function nearestStores(
  db: Db,
  shop: ShopCode,
  query: { lat?: number; lng?: number; q?: string; service?: StoreService },
  now: Date,
): Promise<NearestStores> {
  const { locale } = shops[shop];
  let origin: NearestStores['origin'];
  if (query.lat !== undefined && query.lng !== undefined) {
    origin = { label: '', latitude: query.lat, longitude: query.lng };
  } else {
    const place = findPlace(shop, query.q ?? '');
    if (!place) {
      const message = apiErrorMessages[locale].place_not_found;
      throw new AppError('validation', 'place_not_found', 400, message, { query: { q: [message] } });
    }
    origin = { label: place.name, latitude: place.latitude, longitude: place.longitude };
  }
  const rows = await selectStorePages(db, shop, query.service);
  const items = rows
    .map((row) => ({ row, distance: distanceKm(origin, row) }))
    .sort((a, b) => a.distance - b.distance)
    .map(({ row, distance }) => toCard(shop, row, now, distance));
  return { origin, items };
}
