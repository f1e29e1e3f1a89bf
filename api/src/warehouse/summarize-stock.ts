import type { ShopCode, StoreStock } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';
import { selectStockByStore } from './stock-repository.ts';

/** Stock per sales store of the shop; stores that ran empty are listed with zeros. */
export async function summarizeStock(db: Db, shop: ShopCode): Promise<StoreStock[]> {
  return selectStockByStore(db, shop);
}
