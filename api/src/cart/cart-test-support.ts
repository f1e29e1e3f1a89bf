import type { ShopCode } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';
import { request, sessionCookie } from '../test-support/http.ts';

// Helpers of the cart's HTTP tests: products with a known stock, a visitor's cart with packages.

export async function productIdOf(db: Db, seo: string): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select('id')
    .where('seo_name', '=', seo)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Puts exactly `quantity` pieces of the product into one store of the shop and none anywhere else. */
export async function withStock(
  db: Db,
  seo: string,
  quantity: number,
  shop: ShopCode = 'cz',
): Promise<number> {
  const id = await productIdOf(db, seo);
  const store = await db
    .selectFrom('stores')
    .select('id')
    .where('shop', '=', shop)
    .where('kind', '=', 'store')
    .where('is_active', '=', true)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await db.deleteFrom('stock').where('product_id', '=', id).execute();
  if (quantity > 0)
    await db.insertInto('stock').values({ product_id: id, store_id: store.id, quantity }).execute();
  return id;
}

/** The price the product is sold at now (a running offer's when lower). */
export async function priceOf(db: Db, productId: number, shop: ShopCode = 'cz'): Promise<number> {
  const row = await db
    .selectFrom('sale_prices')
    .select('amount')
    .where('product_id', '=', productId)
    .where('shop', '=', shop)
    .executeTakeFirstOrThrow();
  return row.amount;
}

/** Adds to the cart (a new visitor's unless `sid`), asserting 201; returns the session cookie value. */
export async function addToCart(
  baseUrl: string,
  body: Record<string, unknown>,
  sid?: string,
): Promise<string> {
  const response = await request(`${baseUrl}/api/new/cart/items`, { json: body, sid });
  if (response.status !== 201)
    throw new Error(`add failed: ${response.status} ${JSON.stringify(response.body)}`);
  return sid ?? sessionCookie(response.headers)!.value;
}

export async function getCart(baseUrl: string, sid?: string) {
  const response = await request(`${baseUrl}/api/new/cart`, { sid });
  if (response.status !== 200)
    throw new Error(`cart failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/** Whole Kč/Lei share of a price in basis points, as the offer rules price insurance and warranty. */
export function offerPrice(price: number, rateBp: number): number {
  return Math.max(1, Math.round((price * rateBp) / 10_000 / 100)) * 100;
}
