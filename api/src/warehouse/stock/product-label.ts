import type { ShopCode } from 'shared-domain';
import { productName } from '../../catalogue/list-products.ts';
import type { Db } from '../../platform/db/schema.ts';

/** "Apple iPhone 15 128 GB, Černá" (and a used piece's grade) of each product, as the shop names it. */
export async function productLabels(
  db: Db,
  shop: ShopCode,
  productIds: readonly number[],
): Promise<Map<number, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('products as p')
    .innerJoin('models as m', 'm.id', 'p.model_id')
    .innerJoin('manufacturers as mf', 'mf.id', 'm.manufacturer_id')
    .leftJoin('model_colour_texts as ct', (join) =>
      join.onRef('ct.model_colour_id', '=', 'p.model_colour_id').on('ct.shop', '=', shop),
    )
    .select([
      'p.id',
      'p.storage_gb as storageGb',
      'p.quality_grade as qualityGrade',
      'm.name as modelName',
      'mf.name as manufacturer',
      'ct.name as colourName',
    ])
    .where('p.id', 'in', [...new Set(productIds)])
    .execute();
  return new Map(
    rows.map((row) => [row.id, `${productName(row)}${row.qualityGrade ? `, ${row.qualityGrade}` : ''}`]),
  );
}
