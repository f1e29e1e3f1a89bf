import { sql } from 'kysely';
import type { QualityGrade, ShopCode } from 'shared-domain';
import type { OfferRuleRow } from '../catalogue/product-detail-repository.ts';
import { firstPhotoOf, stockOf } from '../catalogue/product-repository.ts';
import { joinSalePrice } from '../catalogue/shop-prices-repository.ts';
import { anyOf, executePrepared } from '../platform/db/prepared-statements.ts';
import type { Db } from '../platform/db/schema.ts';

// What pricing a cart reads: its lines with the product as sold now, the chosen package items,
// the applied buyouts and the package services of the shop.

export interface CartLineRow {
  cartItemId: number;
  productId: number;
  seoName: string;
  modelName: string;
  manufacturer: string;
  manufacturerId: number;
  productTypeId: number;
  productTypeCode: string;
  /** The category's URL name in this shop, for the product link. */
  typeSeoName: string;
  condition: 'new' | 'used';
  qualityGrade: QualityGrade | null;
  colourName: string | null;
  storageGb: number | null;
  ean: string | null;
  code: string;
  amount: number;
  currency: 'CZK' | 'RON';
  stock: number;
  quantity: number;
  installmentCode: string | null;
  installmentArrange: 'on-store' | 'online' | null;
  buyoutId: number | null;
  /** The master product's first photo, when staff uploaded one. */
  photoUploadId: string | null;
}

export async function selectCartLines(db: Db, shop: ShopCode, cartId: number): Promise<CartLineRow[]> {
  const query = db
    .selectFrom('cart_items as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .$call((select) => joinSalePrice(select, shop))
    .innerJoin('models as m', 'm.id', 'p.model_id')
    .innerJoin('manufacturers as mf', 'mf.id', 'm.manufacturer_id')
    .innerJoin('product_types as t', 't.id', 'm.product_type_id')
    .innerJoin('product_type_texts as tt', (join) =>
      join.onRef('tt.product_type_id', '=', 't.id').on('tt.shop', '=', shop),
    )
    .leftJoin('model_colour_texts as mct', (join) =>
      join.onRef('mct.model_colour_id', '=', 'p.model_colour_id').on('mct.shop', '=', shop),
    )
    .where('i.cart_id', '=', cartId)
    .select([
      'i.id as cartItemId',
      'p.id as productId',
      'p.seo_name as seoName',
      'm.name as modelName',
      'mf.name as manufacturer',
      'mf.id as manufacturerId',
      't.id as productTypeId',
      't.code as productTypeCode',
      'tt.seo_name as typeSeoName',
      'p.condition',
      'p.quality_grade as qualityGrade',
      'mct.name as colourName',
      'p.storage_gb as storageGb',
      'p.ean',
      'p.code',
      'pp.amount',
      'pp.currency',
      'i.quantity',
      'i.installment_code as installmentCode',
      'i.installment_arrange as installmentArrange',
      'i.buyout_id as buyoutId',
    ])
    .select(stockOf(shop).as('stock'))
    .select(firstPhotoOf().as('photoUploadId'))
    .orderBy('i.added_at')
    .orderBy('i.id');
  const rows = await executePrepared(db, query);
  return rows.map((row) => ({ ...row, stock: Number(row.stock) }));
}

export interface CartServiceRow {
  cartItemId: number;
  kind: 'insurance' | 'warranty' | 'screen_protection' | 'gluing';
  code: string;
  months: number | null;
  price: number;
}

export async function selectCartServices(db: Db, cartItemIds: number[]): Promise<CartServiceRow[]> {
  if (cartItemIds.length === 0) return [];
  return executePrepared(
    db,
    db
      .selectFrom('cart_item_services')
      .where('cart_item_id', '=', anyOf(cartItemIds))
      .select(['cart_item_id as cartItemId', 'kind', 'code', 'months', 'price'])
      .orderBy('id'),
  );
}

export interface PackageServiceRow {
  code: string;
  kind: 'screen_protection' | 'gluing';
  gluingType: 'glass' | 'foil' | null;
  price: number;
  name: string;
  description: string;
}

/** The shop's active screen protection and gluing services, priced in its currency. */
export async function selectPackageServices(db: Db, shop: ShopCode): Promise<PackageServiceRow[]> {
  const query = db
    .selectFrom('package_services as s')
    .innerJoin('package_service_texts as st', (join) =>
      join.onRef('st.service_id', '=', 's.id').on('st.shop', '=', shop),
    )
    .where('s.is_active', '=', true)
    .select([
      's.code',
      's.kind',
      's.gluing_type as gluingType',
      shop === 'cz' ? 's.price_czk as price' : 's.price_ron as price',
      'st.name',
      'st.description',
    ])
    .orderBy('s.position');
  return executePrepared(db, query);
}

export interface AppliedBuyoutRow {
  id: number;
  number: string;
  price: number;
  device: string;
}

export async function selectBuyouts(db: Db, shop: ShopCode, ids: number[]): Promise<AppliedBuyoutRow[]> {
  if (ids.length === 0) return [];
  const query = db
    .selectFrom('buyouts as b')
    .innerJoin('model_colours as mc', 'mc.id', 'b.model_colour_id')
    .innerJoin('models as m', 'm.id', 'mc.model_id')
    .innerJoin('manufacturers as mf', 'mf.id', 'm.manufacturer_id')
    .leftJoin('model_colour_texts as mct', (join) =>
      join.onRef('mct.model_colour_id', '=', 'mc.id').on('mct.shop', '=', shop),
    )
    .where('b.id', '=', anyOf(ids))
    .select(['b.id', 'b.number', 'b.price'])
    .select(sql<string>`mf.name || ' ' || m.name || coalesce(', ' || mct.name, '')`.as('device'));
  return executePrepared(db, query);
}

/** The active insurance and warranty rules of each product type asked for, in their order. */
export async function selectOfferRulesByType(
  db: Db,
  shop: ShopCode,
  productTypeIds: number[],
): Promise<Map<number, OfferRuleRow[]>> {
  const query = db
    .selectFrom('product_offer_rules as r')
    .innerJoin('product_offer_rule_texts as rt', (join) =>
      join.onRef('rt.rule_id', '=', 'r.id').on('rt.shop', '=', shop),
    )
    .where('r.product_type_id', '=', anyOf(productTypeIds))
    .where('r.is_active', '=', true)
    .select([
      'r.product_type_id as productTypeId',
      'r.code',
      'r.kind',
      'r.months',
      'r.rate_bp as rateBp',
      'rt.name',
      'rt.description',
    ])
    .orderBy('r.position')
    .orderBy('r.id');
  const rulesByType = new Map(productTypeIds.map((id): [number, OfferRuleRow[]] => [id, []]));
  for (const { productTypeId, ...rule } of await executePrepared(db, query))
    rulesByType.get(productTypeId)?.push(rule);
  return rulesByType;
}
