import type { PickingLine, ShopCode } from 'shared-domain';
import type { Db } from '../../platform/db/schema.ts';
import { productLabels } from '../stock/product-label.ts';
import {
  selectItemsOfOrdersWithoutTakes,
  selectProductShelves,
  selectStockTakesAtStore,
} from './picking-repository.ts';

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
  const taken = await selectStockTakesAtStore(db, orderIds, storeId);
  const untaken = await selectItemsOfOrdersWithoutTakes(db, orderIds);
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
  const rows = await selectProductShelves(db, productIds, storeId);
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
