import { sql } from 'kysely';
import type { ShopCode } from 'shared-domain';
import type { Db, ProductOfferKind, QualityGrade } from '../platform/db/schema.ts';
import { firstPhotoOf, type ProductRow, productRowColumns, stockOf } from './product-repository.ts';
import { joinSalePrice } from './shop-prices-repository.ts';

export interface ProductDetailRow {
  id: number;
  seoName: string;
  code: string;
  ean: string | null;
  condition: 'new' | 'used';
  qualityGrade: QualityGrade | null;
  storageGb: number | null;
  modelId: number;
  modelName: string;
  modelSeoName: string;
  productTypeId: number;
  typeCode: string;
  typeSeoName: string;
  typeName: string;
  manufacturerId: number;
  manufacturer: string;
  manufacturerSeoName: string;
  colourCode: string | null;
  colourName: string | null;
  colourHex: string | null;
  amount: number;
  currency: 'CZK' | 'RON';
  widthMm: number | null;
  heightMm: number | null;
  depthMm: number | null;
  weightG: number | null;
}

/**
 * Products the shop sells with their price, model, maker, type, type name and colour (aliases p, pp,
 * m, mf, t, tt, mc, mct): the joins the detail and the accessory queries share.
 */
function productsOfShop(db: Db, shop: ShopCode) {
  return db
    .selectFrom('products as p')
    .$call((select) => joinSalePrice(select, shop))
    .innerJoin('models as m', 'm.id', 'p.model_id')
    .innerJoin('manufacturers as mf', 'mf.id', 'm.manufacturer_id')
    .innerJoin('product_types as t', 't.id', 'm.product_type_id')
    .innerJoin('product_type_texts as tt', (join) =>
      join.onRef('tt.product_type_id', '=', 't.id').on('tt.shop', '=', shop),
    )
    .leftJoin('model_colours as mc', 'mc.id', 'p.model_colour_id')
    .leftJoin('model_colour_texts as mct', (join) =>
      join.onRef('mct.model_colour_id', '=', 'mc.id').on('mct.shop', '=', shop),
    );
}

/** A product the shop sells (has a price for), by its seo name, with everything its page shows. */
export async function findProductDetail(
  db: Db,
  shop: ShopCode,
  seoName: string,
): Promise<ProductDetailRow | undefined> {
  return productsOfShop(db, shop)
    .leftJoin('model_packages as mp', 'mp.model_id', 'm.id')
    .where('p.seo_name', '=', seoName)
    .select([
      'p.id',
      'p.seo_name as seoName',
      'p.code',
      'p.ean',
      'p.condition',
      'p.quality_grade as qualityGrade',
      'p.storage_gb as storageGb',
      'm.id as modelId',
      'm.name as modelName',
      'm.seo_name as modelSeoName',
      't.id as productTypeId',
      't.code as typeCode',
      'tt.seo_name as typeSeoName',
      'tt.name as typeName',
      'mf.id as manufacturerId',
      'mf.name as manufacturer',
      'mf.seo_name as manufacturerSeoName',
      'mc.code as colourCode',
      'mct.name as colourName',
      'mc.hex as colourHex',
      'pp.amount',
      'pp.currency',
      'mp.width_mm as widthMm',
      'mp.height_mm as heightMm',
      'mp.depth_mm as depthMm',
      'mp.weight_g as weightG',
    ])
    .executeTakeFirst();
}

export interface VariantRow {
  id: number;
  seoName: string;
  colourCode: string | null;
  colourName: string | null;
  colourHex: string | null;
  storageGb: number | null;
  amount: number;
  currency: 'CZK' | 'RON';
  stock: number;
}

/** Every product of the model in the same condition and grade, priced in the shop: the colour/storage choices. */
export async function selectVariants(
  db: Db,
  shop: ShopCode,
  model: { modelId: number; condition: 'new' | 'used'; qualityGrade: QualityGrade | null },
): Promise<VariantRow[]> {
  let query = db
    .selectFrom('products as p')
    .$call((select) => joinSalePrice(select, shop))
    .leftJoin('model_colours as mc', 'mc.id', 'p.model_colour_id')
    .leftJoin('model_colour_texts as mct', (join) =>
      join.onRef('mct.model_colour_id', '=', 'mc.id').on('mct.shop', '=', shop),
    )
    .where('p.model_id', '=', model.modelId)
    .where('p.condition', '=', model.condition);
  query =
    model.qualityGrade === null
      ? query.where('p.quality_grade', 'is', null)
      : query.where('p.quality_grade', '=', model.qualityGrade);
  return query
    .select([
      'p.id',
      'p.seo_name as seoName',
      'mc.code as colourCode',
      'mct.name as colourName',
      'mc.hex as colourHex',
      'p.storage_gb as storageGb',
      'pp.amount',
      'pp.currency',
    ])
    .select(stockOf(shop).as('stock'))
    .orderBy('p.storage_gb')
    .orderBy('mc.id')
    .orderBy('p.id')
    .execute();
}

export interface StoreStockRow {
  storeId: number;
  name: string;
  city: string;
  quantity: number;
}

/** Every active sales store of the shop with the pieces it holds (0 when none). */
export async function selectStoreStock(db: Db, shop: ShopCode, productId: number): Promise<StoreStockRow[]> {
  return db
    .selectFrom('stores as s')
    .leftJoin('stock as st', (join) =>
      join.onRef('st.store_id', '=', 's.id').on('st.product_id', '=', productId),
    )
    .where('s.shop', '=', shop)
    .where('s.kind', '=', 'store')
    .where('s.is_active', '=', true)
    .select(['s.id as storeId', 's.name', 's.city'])
    .select(sql<number>`coalesce(st.quantity, 0)::int`.as('quantity'))
    .orderBy('s.city')
    .orderBy('s.name')
    .execute();
}

export interface OfferRuleRow {
  code: string;
  kind: ProductOfferKind;
  months: number;
  rateBp: number;
  name: string;
  description: string;
}

export async function selectOfferRules(
  db: Db,
  shop: ShopCode,
  productTypeId: number,
): Promise<OfferRuleRow[]> {
  return db
    .selectFrom('product_offer_rules as r')
    .innerJoin('product_offer_rule_texts as rt', (join) =>
      join.onRef('rt.rule_id', '=', 'r.id').on('rt.shop', '=', shop),
    )
    .where('r.product_type_id', '=', productTypeId)
    .where('r.is_active', '=', true)
    .select(['r.code', 'r.kind', 'r.months', 'r.rate_bp as rateBp', 'rt.name', 'rt.description'])
    .orderBy('r.position')
    .execute();
}

/** Brands whose accessories fit any device: offered next to every manufacturer's products. */
export const GENERIC_ACCESSORY_BRANDS = ['PanzerGlass', 'Spigen'];

/**
 * New accessories for a device, one product per accessory model, in-stock ones before sold-out
 * ones. Those staff said fit the device (accessory_fits); a device without any fit gets the
 * manufacturer's own accessories and the generic brands' (the manufacturer's first).
 */
export async function selectAccessories(
  db: Db,
  shop: ShopCode,
  filter: { modelId: number; manufacturerId: number; limit: number },
): Promise<(ProductRow & { manufacturerId: number })[]> {
  const fits = await db
    .selectFrom('accessory_fits')
    .where('device_model_id', '=', filter.modelId)
    .select('accessory_model_id as id')
    .execute();
  let query = productsOfShop(db, shop)
    .where('t.code', '=', 'accessories')
    .where('p.condition', '=', 'new')
    .where('m.id', '<>', filter.modelId);
  query =
    fits.length > 0
      ? query.where(
          'm.id',
          'in',
          fits.map((fit) => fit.id),
        )
      : query.where((eb) =>
          eb.or([
            eb('m.manufacturer_id', '=', filter.manufacturerId),
            eb('mf.name', 'in', GENERIC_ACCESSORY_BRANDS),
          ]),
        );
  const rows = await query
    .distinctOn('m.id')
    .select([...productRowColumns, 'mf.id as manufacturerId'])
    .select(stockOf(shop).as('stock'))
    .select(firstPhotoOf().as('photoUploadId'))
    .orderBy('m.id')
    .orderBy('p.id')
    .execute();
  const own = (row: { manufacturerId: number }) => (row.manufacturerId === filter.manufacturerId ? 0 : 1);
  return [...rows]
    .sort((a, b) => own(a) - own(b) || Number(b.stock > 0) - Number(a.stock > 0) || a.id - b.id)
    .slice(0, filter.limit);
}
