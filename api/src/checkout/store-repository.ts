import type { OpeningHours, ShopCode } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';

export interface SalesStore {
  id: number;
  code: string;
  name: string;
  street: string;
  city: string;
  postcode: string;
  openingHours: OpeningHours[];
  /** Pieces per product id in this store. */
  stock: Map<number, number>;
}

/** The shop's active sales stores with their stock of the given products. */
export async function salesStoresWithStock(
  db: Db,
  shop: ShopCode,
  productIds: number[],
): Promise<SalesStore[]> {
  const stores = await db
    .selectFrom('stores')
    .select(['id', 'code', 'name', 'street', 'city', 'postcode', 'opening_hours'])
    .where('shop', '=', shop)
    .where('kind', '=', 'store')
    .where('is_active', '=', true)
    .orderBy('name')
    .execute();
  const stock =
    productIds.length === 0 || stores.length === 0
      ? []
      : await db
          .selectFrom('stock')
          .select(['store_id', 'product_id', 'quantity'])
          .where('product_id', 'in', productIds)
          .where(
            'store_id',
            'in',
            stores.map((store) => store.id),
          )
          .execute();
  return stores.map((store) => ({
    id: store.id,
    code: store.code,
    name: store.name,
    street: store.street,
    city: store.city,
    postcode: store.postcode,
    openingHours: store.opening_hours,
    stock: new Map(
      stock.filter((row) => row.store_id === store.id).map((row) => [row.product_id, row.quantity]),
    ),
  }));
}

/** Every line fits in the store's stock. */
export function hasAllInStock(
  store: SalesStore,
  lines: readonly { productId: number; quantity: number }[],
): boolean {
  return lines.length > 0 && lines.every((line) => (store.stock.get(line.productId) ?? 0) >= line.quantity);
}

/** "CZ-PRG-VAC" → "cz-prg-vac": the store's name in URLs. */
export function storeSeoName(code: string): string {
  return code.toLowerCase();
}

/** Prague stores are where the same-day courier picks up. */
export function isPragueStore(store: { city: string }): boolean {
  return store.city.startsWith('Praha');
}
