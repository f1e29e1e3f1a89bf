import type { ShopCode } from 'shared-domain';
import type { Db } from '../../platform/db/schema.ts';

// What a product's label is made of: model, manufacturer, storage, colour and grade.

/** The naming facts of each product, the colour named in the shop's language. */
export async function selectProductLabelFacts(db: Db, shop: ShopCode, productIds: readonly number[]) {
  return db
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
}
