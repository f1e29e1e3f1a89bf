import { sql } from 'kysely';
import type { ProductGridFilter, ProductGridRow, ShopCode } from 'shared-domain';
import type { Db } from '../../platform/db/schema.ts';
import { leftJoinStoredPrice } from '../shop-prices-repository.ts';
import { type MatchingProducts, matchingProducts, stockPieces } from './product-grid-filter-repository.ts';

// The grid's rows: a page of the matching products and their count, or all of them for the export.

const EXPORT_BATCH = 1000;

/** The columns staff see, for the given products (the page's, or a batch of the export's). */
async function rowsOfProducts(db: Db, shop: ShopCode, ids: readonly number[]): Promise<ProductGridRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('products as p')
    .innerJoin('models as m', 'm.id', 'p.model_id')
    .innerJoin('manufacturers as mf', 'mf.id', 'm.manufacturer_id')
    .innerJoin('product_type_texts as tt', (join) =>
      join.onRef('tt.product_type_id', '=', 'm.product_type_id').on('tt.shop', '=', shop),
    )
    .leftJoin('model_colour_texts as mct', (join) =>
      join.onRef('mct.model_colour_id', '=', 'p.model_colour_id').on('mct.shop', '=', shop),
    )
    .$call((select) => leftJoinStoredPrice(select, shop))
    .leftJoin('product_stock_totals as pst', (join) =>
      join.onRef('pst.product_id', '=', 'p.id').on('pst.shop', '=', shop),
    )
    .where('p.id', 'in', ids)
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
      stockPieces.as('stock'),
      sql<string[]>`(
        select coalesce(json_agg(ct.name order by ct.name), '[]'::json) from model_categories mc
        join category_texts ct on ct.category_id = mc.category_id and ct.shop = ${shop}
        where mc.model_id = p.model_id
      )`.as('categories'),
    ])
    .execute();
  const byId = new Map(
    rows.map((row): [number, ProductGridRow] => [
      row.id,
      {
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
      },
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The matching products' ids in the grid's order; each order ends on the id, so pages never overlap. */
function orderedIds(query: MatchingProducts, sort: string | undefined) {
  const descending = sort?.startsWith('-') ?? false;
  const direction = descending ? sql`desc` : sql`asc`;
  const ids = query.select('p.id');
  switch (sort?.replace(/^-/, '') ?? 'name') {
    case 'price':
      return ids.orderBy(sql`pp.amount ${direction} nulls last`).orderBy('p.id', 'asc');
    case 'stock':
      return ids.orderBy(sql`${stockPieces} ${direction}`).orderBy('p.id', 'asc');
    case 'code':
      return ids.orderBy(sql`p.code ${direction}`);
    case 'newest':
      // "newest" first by default; "-newest" is the oldest first.
      return ids
        .orderBy(sql`p.created_at ${descending ? sql`asc` : sql`desc`}`)
        .orderBy(sql`p.id ${descending ? sql`asc` : sql`desc`}`);
    default:
      return ids
        .innerJoin('models as m', 'm.id', 'p.model_id')
        .orderBy(sql`m.name ${direction}`)
        .orderBy(sql`p.storage_gb ${direction} nulls first`)
        .orderBy('p.id', 'asc');
  }
}

export async function selectProductGridPage(
  db: Db,
  shop: ShopCode,
  filter: ProductGridFilter,
  page: { sort?: string; offset: number; limit: number },
): Promise<{ rows: ProductGridRow[]; total: number }> {
  const matching = matchingProducts(db, shop, filter);
  const [ids, count] = await Promise.all([
    orderedIds(matching, page.sort).offset(page.offset).limit(page.limit).execute(),
    matching.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  const rows = await rowsOfProducts(
    db,
    shop,
    ids.map((row) => row.id),
  );
  return { rows, total: count.total };
}

/**
 * Every matching row in the grid's order: the ids in one query (a few hundred KB for the whole
 * catalogue), the columns a batch at a time, so the export never holds every row at once.
 */
export async function* productGridRowsForExport(
  db: Db,
  shop: ShopCode,
  filter: ProductGridFilter,
  sort: string | undefined,
): AsyncGenerator<ProductGridRow> {
  const ids = (await orderedIds(matchingProducts(db, shop, filter), sort).execute()).map((row) => row.id);
  for (let start = 0; start < ids.length; start += EXPORT_BATCH)
    yield* await rowsOfProducts(db, shop, ids.slice(start, start + EXPORT_BATCH));
}

/** The master products of the matching products ("select all N matching" of an assignment). */
export async function selectMatchingMasterProductIds(
  db: Db,
  shop: ShopCode,
  filter: ProductGridFilter,
): Promise<number[]> {
  const rows = await matchingProducts(db, shop, filter)
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
