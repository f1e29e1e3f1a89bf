import type { ShopCode } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';
import { type ProductTypeRow, selectProductTypes } from './product-repository.ts';

/** The megamenu's first level: every type, also those the shop has no products in yet (count 0). */
export async function listProductTypes(db: Db, shop: ShopCode): Promise<ProductTypeRow[]> {
  return selectProductTypes(db, shop);
}
