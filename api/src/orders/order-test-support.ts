import assert from 'node:assert/strict';
import type { ShopCode } from 'shared-domain';
import { addToCart, withStock } from '../cart/cart-test-support.ts';
import type { Db } from '../platform/db/schema.ts';
import { type JsonResponse, request } from '../test-support/http.ts';

// Helpers of the checkout and order HTTP tests: a product with known stock and price, a visitor's
// cart holding it, and a valid order body of each shop.

export const ORDERS = '/api/new/orders';
export const CHECKOUT = '/api/new/checkout';

/** A new product of the shop priced within [min, max] minor units; `skip` picks another one. */
export async function productPriced(db: Db, shop: ShopCode, min: number, max: number, skip = 0) {
  const row = await db
    .selectFrom('products as p')
    .innerJoin('sale_prices as pp', 'pp.product_id', 'p.id')
    .select(['p.id', 'p.seo_name', 'pp.amount'])
    .where('pp.shop', '=', shop)
    .where('p.condition', '=', 'new')
    .where('pp.amount', '>=', min)
    .where('pp.amount', '<=', max)
    .orderBy('p.id')
    .offset(skip)
    .executeTakeFirstOrThrow();
  return { id: row.id, seo: row.seo_name, price: row.amount };
}

/** A product of that price range with exactly `stock` pieces in the shop's first store (Prague / Bucharest). */
export async function stockedProduct(
  db: Db,
  shop: ShopCode,
  stock: number,
  range: [number, number],
  skip = 0,
) {
  const product = await productPriced(db, shop, range[0], range[1], skip);
  await withStock(db, product.seo, stock, shop);
  return product;
}

/** A new visitor's cart with `quantity` pieces; returns the session cookie value. */
export async function cartWith(
  baseUrl: string,
  productId: number,
  quantity = 1,
  sid?: string,
): Promise<string> {
  return addToCart(baseUrl, { productId, quantity }, sid);
}

export function orderBody(shop: ShopCode, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const billing =
    shop === 'cz'
      ? {
          first_name: 'Jana',
          last_name: 'Nováková',
          email: 'jana.novakova@example.cz',
          phone: '777 123 456',
          address: 'Korunní 1208/74',
          city: 'Praha',
          postcode: '120 00',
        }
      : {
          first_name: 'Andreea',
          last_name: 'Popescu',
          email: 'andreea.popescu@example.ro',
          phone: '0722 123 456',
          address: 'Strada Lipscani 45',
          city: 'București',
          postcode: '030033',
        };
  return {
    type_payment: 'cash_on_delivery',
    type_delivery_code: 'courier',
    order_billing_address: billing,
    order_info: { consent_to_terms_of_service: true },
    ...overrides,
  };
}

let customers = 0;

/**
 * Each order of these tests comes from a customer's own address (as the bff forwards it), so the
 * per-address order limit (tested in order-limits.test.ts) does not cut a long test file short.
 */
export async function postOrder(
  baseUrl: string,
  sid: string | undefined,
  body: unknown,
  key?: string,
): Promise<JsonResponse> {
  customers += 1;
  const address = `10.${(customers >> 16) & 255}.${(customers >> 8) & 255}.${customers & 255}`;
  const headers: Record<string, string> = { 'x-forwarded-for': address };
  if (key) headers['Idempotency-Key'] = key;
  return request(`${baseUrl}${ORDERS}`, { json: await withTotalSeen(baseUrl, sid, body, key), sid, headers });
}

/** The total sent with each Idempotency-Key: sending again repeats the same request. */
const totalsSeenByKey = new Map<string, unknown>();

/**
 * The body with the total the customer saw, as the checkout form sends it: the summary of the
 * same delivery and payment, read just before. A body that carries its own expected_total keeps it.
 */
export async function withTotalSeen(baseUrl: string, sid: string | undefined, body: unknown, key?: string) {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || 'expected_total' in body)
    return body;
  if (key && totalsSeenByKey.has(key)) return { ...body, expected_total: totalsSeenByKey.get(key) };
  const { type_delivery_code: delivery, type_payment: payment } = body as Record<string, unknown>;
  const query = new URLSearchParams();
  if (typeof delivery === 'string') query.set('delivery', delivery);
  if (typeof payment === 'string') query.set('payment', payment);
  const summary = await request(`${baseUrl}${CHECKOUT}/summary?${query}`, { sid });
  if (summary.status !== 200) return body;
  if (key) totalsSeenByKey.set(key, summary.body.total);
  return { ...body, expected_total: summary.body.total };
}

/** Places an order and asserts the 201. */
export async function placeOrder(baseUrl: string, sid: string, body: unknown): Promise<JsonResponse> {
  const response = await postOrder(baseUrl, sid, body);
  assert.equal(response.status, 201, JSON.stringify(response.body));
  return response;
}

export async function stockOf(db: Db, productId: number): Promise<number> {
  const row = await db
    .selectFrom('stock')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quantity'), eb.lit(0)).as('total'))
    .where('product_id', '=', productId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function orderRow(db: Db, number: string) {
  return db.selectFrom('orders').selectAll().where('number', '=', number).executeTakeFirstOrThrow();
}
