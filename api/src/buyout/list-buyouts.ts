import type { BuyoutList, ShopCode } from 'shared-domain';
import { type BuyoutStatus, isBuyoutDeviceCondition } from 'shared-domain/buyout';
import type { Db } from '../platform/db/schema.ts';
import { selectBuyoutPage } from './buyout-repository.ts';

/** Staff list of the shop's buyouts, newest first, optionally of one status. */
export async function listBuyouts(
  db: Db,
  shop: ShopCode,
  query: { page: number; pageSize: number; status?: BuyoutStatus },
): Promise<BuyoutList> {
  const { rows, total } = await selectBuyoutPage(db, shop, {
    status: query.status,
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return {
    items: rows.map((row) => ({
      id: row.id,
      number: row.number,
      status: row.status,
      created_at: row.createdAt.toISOString(),
      customer: [row.firstName, row.lastName].filter(Boolean).join(' '),
      device: `${row.manufacturerName} ${row.modelName}, ${row.colourName}`,
      purchase_date: row.purchaseDate,
      condition: isBuyoutDeviceCondition(row.condition) ? row.condition : null,
      quality: row.quality,
      price: row.price,
      currency: row.currency,
    })),
    page: query.page,
    pageSize: query.pageSize,
    total,
  };
}
