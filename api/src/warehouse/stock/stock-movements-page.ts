import type { ShopCode, StockMovementKind, StockMovementsPage } from 'shared-domain';
import type { Db } from '../../platform/db/schema.ts';
import { productLabels } from './product-label.ts';
import { selectStockMovementRows } from './stock-movements-page-repository.ts';

export const STOCK_MOVEMENTS_PAGE_SIZE = 50;

/** One page of the shop's stock movements, newest first; by product code (or EAN) and kind. */
export async function selectStockMovements(
  db: Db,
  shop: ShopCode,
  query: { page: number; productCode?: string; kind?: StockMovementKind },
): Promise<StockMovementsPage> {
  const found = await selectStockMovementRows(db, shop, {
    productCode: query.productCode?.trim(),
    kind: query.kind,
    offset: (query.page - 1) * STOCK_MOVEMENTS_PAGE_SIZE,
    limit: STOCK_MOVEMENTS_PAGE_SIZE + 1,
  });
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
