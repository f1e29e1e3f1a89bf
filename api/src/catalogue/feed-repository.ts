import type { ShopCode } from 'shared-domain';
import type { Db, QualityGrade } from '../platform/db/schema.ts';
import { firstPhotoOf, stockOf } from './product-repository.ts';
import { joinSalePrice } from './shop-prices-repository.ts';

export interface FeedRow {
  id: number;
  seoName: string;
  modelName: string;
  manufacturer: string;
  typeSeoName: string;
  typeName: string;
  condition: 'new' | 'used';
  qualityGrade: QualityGrade | null;
  colourName: string | null;
  storageGb: number | null;
  ean: string | null;
  amount: number;
  currency: 'CZK' | 'RON';
  stock: number;
  /** The master product's first photo, when staff uploaded one. */
  photoUploadId: string | null;
}

/** One page of the products in stock in the shop, by id after `afterId` (keyset paging). */
export async function selectFeedPage(
  db: Db,
  shop: ShopCode,
  afterId: number,
  limit: number,
): Promise<FeedRow[]> {
  return db
    .selectFrom('products as p')
    .$call((select) => joinSalePrice(select, shop))
    .innerJoin('models as m', 'm.id', 'p.model_id')
    .innerJoin('manufacturers as mf', 'mf.id', 'm.manufacturer_id')
    .innerJoin('product_type_texts as tt', (join) =>
      join.onRef('tt.product_type_id', '=', 'm.product_type_id').on('tt.shop', '=', shop),
    )
    .leftJoin('model_colour_texts as mct', (join) =>
      join.onRef('mct.model_colour_id', '=', 'p.model_colour_id').on('mct.shop', '=', shop),
    )
    .select([
      'p.id',
      'p.seo_name as seoName',
      'm.name as modelName',
      'mf.name as manufacturer',
      'tt.seo_name as typeSeoName',
      'tt.name as typeName',
      'p.condition',
      'p.quality_grade as qualityGrade',
      'mct.name as colourName',
      'p.storage_gb as storageGb',
      'p.ean',
      'pp.amount',
      'pp.currency',
    ])
    .select(stockOf(shop).as('stock'))
    .select(firstPhotoOf().as('photoUploadId'))
    .where('p.id', '>', afterId)
    .where(stockOf(shop), '>', 0)
    .orderBy('p.id')
    .limit(limit)
    .execute();
}
