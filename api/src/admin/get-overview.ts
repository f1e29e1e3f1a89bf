import type { AdminOverview, ShopCode } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';
import { selectOverviewCounts } from './overview-repository.ts';

/**
 * New products with fewer pieces than this across the shop's stores count as low stock.
 * Refurbished pieces are one-offs, so they never do.
 */
export const LOW_STOCK_THRESHOLD = 3;

/** The admin dashboard: products on sale, orders, customer accounts, sales stores, low-stock products. */
export async function getOverview(db: Db, shop: ShopCode): Promise<AdminOverview> {
  return selectOverviewCounts(db, shop, LOW_STOCK_THRESHOLD);
}
