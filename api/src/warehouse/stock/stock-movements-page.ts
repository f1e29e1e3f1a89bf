import { sql } from 'kysely';
import type { ShopCode, StockMovementKind, StockMovementsPage } from 'shared-domain';
import type { Db } from '../../platform/db/schema.ts';
import { productLabels } from './product-label.ts';

export const STOCK_MOVEMENTS_PAGE_SIZE = 50;

/** One page of the shop's stock movements, newest first; by product code (or EAN) and kind. */
export async function selectStockMovements(
  db: Db,
  shop: ShopCode,
  query: { page: number; productCode?: string; kind?: StockMovementKind },
): Promise<StockMovementsPage> {
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
  const code = query.productCode?.trim();
  if (code) rows = rows.where((eb) => eb.or([eb('p.code', '=', code), eb('p.ean', '=', code)]));
  if (query.kind) rows = rows.where('sm.kind', '=', query.kind);
  const found = await rows
    .orderBy('sm.created_at', 'desc')
    .orderBy(sql`sm.id`, 'desc')
    .offset((query.page - 1) * STOCK_MOVEMENTS_PAGE_SIZE)
    .limit(STOCK_MOVEMENTS_PAGE_SIZE + 1)
    .execute();
  const page = found.slice(0, STOCK_MOVEMENTS_PAGE_SIZE);
  const names = await productLabels(
    db,
    shop,
    page.map((row) => row.productId),
  );
  return {
    items: page.map((row) => ({
      id: String(row.id),
      kind: row.kind,
      productCode: row.productCode,
      productName: names.get(row.productId) ?? row.productCode,
      storeName: row.storeName,
      orderNumber: row.orderNumber,
      quantity: row.quantity,
      note: row.note,
      user: row.first_name === null ? null : `${row.first_name} ${row.last_name ?? ''}`.trim(),
      createdAt: row.createdAt.toISOString(),
    })),
    page: query.page,
    pageSize: STOCK_MOVEMENTS_PAGE_SIZE,
    hasMore: found.length > STOCK_MOVEMENTS_PAGE_SIZE,
  };
}
