import { sql } from 'kysely';
import type { PickingLine, ShopCode } from 'shared-domain';
import type { Db } from '../../platform/db/schema.ts';
import { productLabels } from '../stock/product-label.ts';

export interface OrderPieces {
  orderId: number;
  productId: number;
  quantity: number;
}

/**
 * The pieces each order takes from the store: its stock takes there; an order placed before
 * takes were kept (it has none) takes all its lines from the store it is listed at.
 */
export async function selectPiecesAtStore(
  db: Db,
  orderIds: readonly number[],
  storeId: number,
): Promise<OrderPieces[]> {
  if (orderIds.length === 0) return [];
  const taken = await db
    .selectFrom('order_stock_takes')
    .select([
      'order_id as orderId',
      'product_id as productId',
      sql<number>`sum(quantity)::int`.as('quantity'),
    ])
    .where('order_id', 'in', orderIds)
    .where('store_id', '=', storeId)
    .groupBy(['order_id', 'product_id'])
    .execute();
  const untaken = await db
    .selectFrom('order_items as oi')
    .select([
      'oi.order_id as orderId',
      'oi.product_id as productId',
      sql<number>`sum(oi.quantity)::int`.as('quantity'),
    ])
    .where('oi.order_id', 'in', orderIds)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('order_stock_takes as t')
            .select('t.order_id')
            .whereRef('t.order_id', '=', 'oi.order_id'),
        ),
      ),
    )
    .groupBy(['oi.order_id', 'oi.product_id'])
    .execute();
  return [...taken, ...untaken]
    .filter((pieces) => pieces.quantity > 0)
    .sort((a, b) => a.orderId - b.orderId || a.productId - b.productId);
}

export type ProductAtStore = Omit<PickingLine, 'quantity'>;

/** What a picker needs of each product: its name, code and EAN, and its shelf in the store. */
export async function selectProductsAtStore(
  db: Db,
  shop: ShopCode,
  productIds: readonly number[],
  storeId: number,
): Promise<Map<number, ProductAtStore>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('products as p')
    .leftJoin('stock as st', (join) =>
      join.onRef('st.product_id', '=', 'p.id').on('st.store_id', '=', storeId),
    )
    .select(['p.id', 'p.code', 'p.ean', 'st.location'])
    .where('p.id', 'in', [...new Set(productIds)])
    .execute();
  const names = await productLabels(db, shop, productIds);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        productId: row.id,
        name: names.get(row.id) ?? row.code,
        code: row.code,
        ean: row.ean,
        location: row.location,
      },
    ]),
  );
}
