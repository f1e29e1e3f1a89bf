import type { ShopCode, StoreService } from 'shared-domain';
import type { Db, OpeningHours, StoreKind } from '../platform/db/schema.ts';
import type { StoreOpeningException } from '../platform/db/schema-stores-articles.ts';

export interface StorePageRow {
  id: number;
  slug: string;
  name: string;
  kind: StoreKind;
  street: string;
  city: string;
  postcode: string;
  country: string;
  phone: string | null;
  email: string | null;
  latitude: number;
  longitude: number;
  photoUrl: string | null;
  services: StoreService[];
  description: string;
  openingHours: OpeningHours[];
  exceptions: StoreOpeningException[];
}

/** The places of the stores pages: stores, buyout and service centres (pickup points are not). */
export const PAGE_KINDS: StoreKind[] = ['store', 'buyout_centre', 'service_centre'];

function selectPages(db: Db, shop: ShopCode) {
  return db
    .selectFrom('stores')
    .select([
      'id',
      'slug',
      'name',
      'kind',
      'street',
      'city',
      'postcode',
      'country',
      'phone',
      'email',
      'latitude',
      'longitude',
      'services',
      'description',
    ])
    .select(['photo_url as photoUrl', 'opening_hours as openingHours', 'opening_exceptions as exceptions'])
    .where('shop', '=', shop)
    .where('is_active', '=', true)
    .where('kind', 'in', PAGE_KINDS);
}

export async function selectStorePages(
  db: Db,
  shop: ShopCode,
  service?: StoreService,
): Promise<StorePageRow[]> {
  let query = selectPages(db, shop);
  if (service) query = query.where((eb) => eb(eb.val(service), '=', eb.fn.any('services')));
  return query.orderBy('city').orderBy('name').execute();
}

export async function selectStorePage(
  db: Db,
  shop: ShopCode,
  slug: string,
): Promise<StorePageRow | undefined> {
  return selectPages(db, shop).where('slug', '=', slug).executeTakeFirst();
}
