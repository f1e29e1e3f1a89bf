import { type RawBuilder, sql } from 'kysely';
import type { ProductSort, ShopCode } from 'shared-domain';
import type { Db, QualityGrade } from '../platform/db/schema.ts';
import { joinSalePrice } from './shop-prices-repository.ts';

export interface ProductTypeRow {
  id: number;
  seoName: string;
  name: string;
  productCount: number;
}

/** Product types with the shop's names and how many products the shop sells in each. */
export async function selectProductTypes(db: Db, shop: ShopCode): Promise<ProductTypeRow[]> {
  return db
    .selectFrom('product_types as t')
    .innerJoin('product_type_texts as tt', (join) =>
      join.onRef('tt.product_type_id', '=', 't.id').on('tt.shop', '=', shop),
    )
    .select(['t.id', 'tt.seo_name as seoName', 'tt.name'])
    .select((eb) =>
      eb
        .selectFrom('products as p')
        .innerJoin('models as m', 'm.id', 'p.model_id')
        .$call((select) => joinSalePrice(select, shop))
        .whereRef('m.product_type_id', '=', 't.id')
        .select(sql<number>`count(*)::int`.as('n'))
        .as('productCount'),
    )
    .orderBy('t.position')
    .execute() as Promise<ProductTypeRow[]>;
}

export async function findProductTypeId(
  db: Db,
  shop: ShopCode,
  seoName: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('product_type_texts')
    .select('product_type_id')
    .where('shop', '=', shop)
    .where('seo_name', '=', seoName)
    .executeTakeFirst();
  return row?.product_type_id;
}

export interface ProductRow {
  id: number;
  seoName: string;
  modelName: string;
  manufacturer: string;
  typeSeoName: string;
  qualityGrade: QualityGrade | null;
  condition: 'new' | 'used';
  colourName: string | null;
  colourHex: string | null;
  storageGb: number | null;
  amount: number;
  currency: 'CZK' | 'RON';
  stock: number;
  /** The master product's first uploaded photo (firstPhotoOf), when the query selects it. */
  photoUploadId?: string | null;
}

/** The products the shop sells (has a price for), in catalogue order or newest first, one page at a time. */
export async function selectProducts(
  db: Db,
  shop: ShopCode,
  filter: { productTypeId?: number; sort?: ProductSort; offset: number; limit: number },
): Promise<{ rows: ProductRow[]; total: number }> {
  let base = db
    .selectFrom('products as p')
    .$call((select) => joinSalePrice(select, shop))
    .innerJoin('models as m', 'm.id', 'p.model_id');
  if (filter.productTypeId !== undefined) base = base.where('m.product_type_id', '=', filter.productTypeId);

  const rows = await base
    .innerJoin('manufacturers as mf', 'mf.id', 'm.manufacturer_id')
    .innerJoin('product_type_texts as tt', (join) =>
      join.onRef('tt.product_type_id', '=', 'm.product_type_id').on('tt.shop', '=', shop),
    )
    .leftJoin('model_colours as mc', 'mc.id', 'p.model_colour_id')
    .leftJoin('model_colour_texts as mct', (join) =>
      join.onRef('mct.model_colour_id', '=', 'mc.id').on('mct.shop', '=', shop),
    )
    .select(productRowColumns)
    .select(stockOf(shop).as('stock'))
    .select(firstPhotoOf().as('photoUploadId'))
    .orderBy('p.id', filter.sort === 'newest' ? 'desc' : 'asc')
    .offset(filter.offset)
    .limit(filter.limit)
    .execute();
  const { total } = await base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
  return { rows: rows as ProductRow[], total };
}

/**
 * The columns of a ProductRow. Every query that lists product summaries (catalogue, browse, search,
 * favourites, lists, accessories) selects these from products p, sale_prices pp (the price it is
 * sold at now, the one price rule), models m, manufacturers mf, product_type_texts tt, model_colours
 * mc and model_colour_texts mct.
 */
export const productRowColumns = [
  'p.id',
  'p.seo_name as seoName',
  'm.name as modelName',
  'mf.name as manufacturer',
  'tt.seo_name as typeSeoName',
  'p.quality_grade as qualityGrade',
  'p.condition',
  'mct.name as colourName',
  'mc.hex as colourHex',
  'p.storage_gb as storageGb',
  'pp.amount',
  'pp.currency',
] as const;

/**
 * The first photo staff uploaded for the master product (model `m`), as a correlated subquery;
 * null when there is none and the generated outline stands in.
 */
export function firstPhotoOf(): RawBuilder<string | null> {
  return sql<string | null>`(
    select mi.upload_id::text from model_images mi where mi.model_id = m.id order by mi.position, mi.id limit 1
  )`;
}

/** Pieces of product `p` in the shop's open stores, as a correlated subquery. */
export function stockOf(shop: ShopCode): RawBuilder<number> {
  return sql<number>`(
    select coalesce(sum(st.quantity), 0)::int from stock st
    join stores s on s.id = st.store_id
    where st.product_id = p.id and s.shop = ${shop} and s.kind = 'store' and s.is_active
  )`;
}
