import { sql } from 'kysely';
import type { ShopCode, StockMovementKind } from 'shared-domain';
import type { Db } from '../../platform/db/schema.ts';

// The shop's recorded stock movements as the stock movements page lists them.

/**
 * The shop's stock movements with their product code, store, order and user, newest first; only
 * of the product with this code or EAN, and of this kind, when given.
 */
export async function selectStockMovementRows(
  db: Db,
  shop: ShopCode,
  query: { productCode?: string; kind?: StockMovementKind; offset: number; limit: number },
) {
  let rows = db
    .selectFrom('stock_movements as sm')
    .innerJoin('products as p', 'p.id', 'sm.product_id')
    .leftJoin('stores as s', 's.id', 'sm.store_id')
    .leftJoin('orders as o', 'o.id', 'sm.order_id')
    .leftJoin('users as u', 'u.id', 'sm.user_id')
    .select([
      'sm.id',
      'sm.kind',
      'sm.product_id as productId',
      'p.code as productCode',
      's.name as storeName',
      'o.number as orderNumber',
      'sm.quantity',
      'sm.note',
      'u.first_name',
      'u.last_name',
      'sm.created_at as createdAt',
    ])
    .where('sm.shop', '=', shop);
  const code = query.productCode;
  if (code) rows = rows.where((eb) => eb.or([eb('p.code', '=', code), eb('p.ean', '=', code)]));
  if (query.kind) rows = rows.where('sm.kind', '=', query.kind);
  return rows
    .orderBy('sm.created_at', 'desc')
    .orderBy(sql`sm.id`, 'desc')
    .offset(query.offset)
    .limit(query.limit)
    .execute();
}
