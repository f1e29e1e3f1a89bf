import type { ShopCode } from 'shared-domain';
import type { Db, OpeningHours, StoreKind } from '../platform/db/schema.ts';

export interface StoreRow {
  id: number;
  name: string;
  kind: StoreKind;
  street: string;
  city: string;
  postcode: string;
  country: string;
  phone: string | null;
  latitude: number;
  longitude: number;
  openingHours: OpeningHours[];
}

export async function selectStores(db: Db, shop: ShopCode, kinds: StoreKind[]): Promise<StoreRow[]> {
  const rows = await db
    .selectFrom('stores')
    .select(['id', 'name', 'kind', 'street', 'city', 'postcode', 'country', 'phone', 'latitude', 'longitude'])
    .select('opening_hours as openingHours')
    .where('shop', '=', shop)
    .where('is_active', '=', true)
    .where('kind', 'in', kinds)
    .orderBy('city')
    .orderBy('name')
    .execute();
  return rows;
}
