import type { ShopCode } from 'shared-domain';
import { productName } from '../../catalogue/list-products.ts';
import type { Db } from '../../platform/db/schema.ts';
import { selectProductLabelFacts } from './product-label-repository.ts';

/** "Apple iPhone 15 128 GB, Černá" (and a used piece's grade) of each product, as the shop names it. */
export async function productLabels(
  db: Db,
  shop: ShopCode,
  productIds: readonly number[],
): Promise<Map<number, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await selectProductLabelFacts(db, shop, productIds);
  return new Map(
    rows.map((row) => [row.id, `${productName(row)}${row.qualityGrade ? `, ${row.qualityGrade}` : ''}`]),
  );
}
