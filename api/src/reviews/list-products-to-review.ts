import type { ProductsToReview, ShopCode } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';
import { selectProductsToReview } from './review-repository.ts';

/** The user profile's "rate what you bought": ordered products whose model the user has not reviewed. */
export async function listProductsToReview(
  db: Db,
  shop: ShopCode,
  userId: number,
): Promise<ProductsToReview> {
  const rows = await selectProductsToReview(db, shop, userId);
  return {
    items: rows.map((row) => ({
      product_id: row.productId,
      product_name: row.productName,
      product_seo_name: row.productSeoName,
      type_seo_name: row.typeSeoName,
      master_product_seo_name: row.masterSeoName,
      order_number: row.orderNumber,
      ordered_at: row.orderedAt.toISOString(),
    })),
  };
}
