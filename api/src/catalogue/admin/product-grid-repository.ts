import { type RawBuilder, sql } from 'kysely';
import type { ProductGridFilter, ProductGridRow, ShopCode } from 'shared-domain';
import type { Db } from '../../platform/db/schema.ts';
import { type MatchingProducts, matchingProducts } from './product-grid-query.ts';

// The grid's rows: a page of the matching products and their count, or all of them for the export.

export interface GridOrder {
  /** name, price, stock, code or newest; `-` in front for descending. */
  sort?: string;
}

const EXPORT_BATCH = 1000;

function stockNeeded(filter: ProductGridFilter, sort: string | undefined): boolean {
  return filter.stock !== undefined || sort?.replace(/^-/, '') === 'stock';
}

/** The page's own stock read per row by its key, unless the totals were already joined. */
function stockColumn(shop: ShopCode, joined: boolean): RawBuilder<number> {
  return joined
    ? sql<number>`coalesce(stt.quantity, 0)`
    : sql<number>`(
        select coalesce(sum(st.quantity), 0)::int from stock st
        join stores s on s.id = st.store_id
        where st.product_id = p.id and s.shop = ${shop}
      )`;
}

function rowsOf(shop: ShopCode, base: MatchingProducts, stockJoined: boolean) {
  return base
    .innerJoin('product_type_texts as tt', (join) =>
      join.onRef('tt.product_type_id', '=', 'm.product_type_id').on('tt.shop', '=', shop),
    )
    .leftJoin('model_colour_texts as mct', (join) =>
      join.onRef('mct.model_colour_id', '=', 'p.model_colour_id').on('mct.shop', '=', shop),
    )
    .select([
      'p.id',
      'p.code',
      'p.ean',
      'p.model_id as masterProductId',
      'm.name as masterProductName',
      'mf.name as brand',
      'tt.name as deviceType',
      'mct.name as colour',
      'p.storage_gb as storageGb',
      'p.condition',
      'p.quality_grade as qualityGrade',
      'pp.amount as priceAmount',
      'pp.currency as priceCurrency',
      'p.created_at as createdAt',
      stockColumn(shop, stockJoined).as('stock'),
      sql<string[]>`(
        select coalesce(json_agg(ct.name order by ct.name), '[]'::json) from model_categories mc
        join category_texts ct on ct.category_id = mc.category_id and ct.shop = ${shop}
        where mc.model_id = p.model_id
      )`.as('categories'),
    ]);
}
type RawRow = Awaited<ReturnType<ReturnType<typeof rowsOf>['execute']>>[number];

function ordered<Q extends ReturnType<typeof rowsOf>>(query: Q, sort: string | undefined): Q {
  const descending = sort?.startsWith('-') ?? false;
  const direction = descending ? sql`desc` : sql`asc`;
  const key = sort?.replace(/^-/, '') ?? 'name';
  // Each order ends on the id, so pages never repeat or skip rows of equal keys.
  switch (key) {
    case 'price':
      return query.orderBy(sql`pp.amount ${direction} nulls last`).orderBy('p.id', 'asc') as Q;
    case 'stock':
      return query.orderBy(sql`coalesce(stt.quantity, 0) ${direction}`).orderBy('p.id', 'asc') as Q;
    case 'code':
      return query.orderBy(sql`p.code ${direction}`) as Q;
    case 'newest':
      // "newest" first by default; "-newest" is the oldest first.
      return query
        .orderBy(sql`p.created_at ${descending ? sql`asc` : sql`desc`}`)
        .orderBy(sql`p.id ${descending ? sql`asc` : sql`desc`}`) as Q;
    default:
      return query
        .orderBy(sql`m.name ${direction}`)
        .orderBy(sql`p.storage_gb ${direction} nulls first`)
        .orderBy('p.id', 'asc') as Q;
  }
}

function gridRowOf(row: RawRow): ProductGridRow {
  return {
    id: row.id,
    code: row.code,
    ean: row.ean,
    masterProductId: row.masterProductId,
    masterProductName: row.masterProductName,
    brand: row.brand,
    deviceType: row.deviceType,
    colour: row.colour,
    storageGb: row.storageGb,
    condition: row.condition,
    qualityGrade: row.qualityGrade,
    price:
      row.priceAmount === null || row.priceCurrency === null
        ? null
        : { amount: row.priceAmount, currency: row.priceCurrency },
    stock: row.stock,
    categories: row.categories,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

export async function selectProductGridPage(
  db: Db,
  shop: ShopCode,
  filter: ProductGridFilter,
  page: { sort?: string; offset: number; limit: number },
): Promise<{ rows: ProductGridRow[]; total: number }> {
  const stockJoined = stockNeeded(filter, page.sort);
  const base = matchingProducts(db, { shop, filter, withStockTotals: stockJoined });
  const countBase = matchingProducts(db, { shop, filter, withStockTotals: filter.stock !== undefined });
  const [rows, count] = await Promise.all([
    ordered(rowsOf(shop, base, stockJoined), page.sort)
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    countBase.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(gridRowOf), total: count.total };
}

/**
 * Every matching row in the grid's order, a batch at a time, so the export never holds the whole
 * catalogue. Offset batches re-run the ordered query, a few seconds for 50 000 rows in all; a
 * cursor would instead hold a pooled connection for as long as a slow client downloads.
 */
export async function* productGridRowsForExport(
  db: Db,
  shop: ShopCode,
  filter: ProductGridFilter,
  sort: string | undefined,
): AsyncGenerator<ProductGridRow> {
  const stockJoined = stockNeeded(filter, sort);
  const query = ordered(
    rowsOf(shop, matchingProducts(db, { shop, filter, withStockTotals: stockJoined }), stockJoined),
    sort,
  );
  for (let offset = 0; ; offset += EXPORT_BATCH) {
    const rows = await query.offset(offset).limit(EXPORT_BATCH).execute();
    for (const row of rows) yield gridRowOf(row);
    if (rows.length < EXPORT_BATCH) return;
  }
}

/** The master products of the matching products ("select all N matching" of an assignment). */
export async function selectMatchingMasterProductIds(
  db: Db,
  shop: ShopCode,
  filter: ProductGridFilter,
): Promise<number[]> {
  const rows = await matchingProducts(db, { shop, filter, withStockTotals: filter.stock !== undefined })
    .select('p.model_id')
    .distinct()
    .orderBy('p.model_id')
    .execute();
  return rows.map((row) => row.model_id);
}

/** The manufacturers that have products, for the brand filter. */
export async function selectProductGridBrands(db: Db): Promise<{ seoName: string; name: string }[]> {
  return db
    .selectFrom('manufacturers as mf')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('products as p')
          .innerJoin('models as m', 'm.id', 'p.model_id')
          .whereRef('m.manufacturer_id', '=', 'mf.id')
          .select('p.id'),
      ),
    )
    .select(['mf.seo_name as seoName', 'mf.name'])
    .orderBy('mf.name')
    .execute();
}
