import { type ExpressionBuilder, sql } from 'kysely';
import { type BrowseSort, MINOR_UNITS_PER_UNIT, type ShopCode } from 'shared-domain';
import { type QualityFilterValue, qualityFilterValues } from 'shared-domain/contracts';
import type { Database, Db } from '../platform/db/schema.ts';
import { type AttributeCondition, attributeConditionSql } from './attribute-filter-repository.ts';
import { firstPhotoOf, type ProductRow, productRowColumns, stockOf } from './product-repository.ts';
import { joinSalePrice } from './shop-prices-repository.ts';

// Filtered product lists and their facets. A scope is what the page is about (a category with its
// descendants, or the matches of a search term); filters narrow the list inside it; facets
// describe the scope.

export interface BrowseScope {
  shop: ShopCode;
  /** A category and its shown descendants: products whose master product is in any of them. */
  categoryIds?: readonly number[];
  /** Normalized search tokens; each must start a word of the product's search text. */
  tokens?: readonly string[];
}

export interface BrowseFilterValues {
  brand?: readonly string[];
  /** Whole units. */
  minPrice?: number;
  maxPrice?: number;
  storage?: readonly number[];
  colour?: readonly string[];
  quality?: readonly QualityFilterValue[];
  available?: boolean;
  /** Attribute filters of a filterable category, resolved to their attributes. */
  attributes?: readonly AttributeCondition[];
}

/**
 * The products whose search text in the shop holds every token at a word start. One text per
 * product and shop holds every word, so all tokens test the same row and the trigram index
 * (migration 0022) answers the patterns together. Tokens are letters and digits only
 * (normalizeSearchText), so they hold no LIKE wildcard.
 */
export function searchMatches(db: Db, shop: ShopCode, tokens: readonly string[]) {
  return db
    .selectFrom('product_search_texts as pst')
    .where('pst.shop', '=', shop)
    .where((match) => match.and(tokens.map((token) => match('pst.search_text', 'like', `% ${token}%`))))
    .select('pst.product_id');
}

export function scoped(db: Db, scope: BrowseScope) {
  const { shop } = scope;
  let query = db
    .selectFrom('products as p')
    .$call((select) => joinSalePrice(select, shop))
    .innerJoin('models as m', 'm.id', 'p.model_id')
    .innerJoin('manufacturers as mf', 'mf.id', 'm.manufacturer_id')
    .leftJoin('model_colours as mc', 'mc.id', 'p.model_colour_id')
    .leftJoin('model_colour_texts as mct', (join) =>
      join.onRef('mct.model_colour_id', '=', 'mc.id').on('mct.shop', '=', shop),
    );
  const { categoryIds } = scope;
  if (categoryIds !== undefined) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('model_categories as mcat')
          .whereRef('mcat.model_id', '=', 'm.id')
          .where('mcat.category_id', 'in', categoryIds.length ? categoryIds : [0])
          .select('mcat.model_id'),
      ),
    );
  }
  if (scope.tokens !== undefined) query = query.where('p.id', 'in', searchMatches(db, shop, scope.tokens));
  return query;
}

export type ScopedQuery = ReturnType<typeof scoped>;
/** Pieces in any of the shop's stores: the totals kept per product and shop (migration 0017). */
function inStock(shop: ShopCode) {
  return (eb: ExpressionBuilder<Database & { p: Database['products'] }, 'p'>) =>
    eb.exists(
      eb
        .selectFrom('product_stock_totals as pst')
        .whereRef('pst.product_id', '=', 'p.id')
        .where('pst.shop', '=', shop)
        .where('pst.quantity', '>', 0)
        .select('pst.product_id'),
    );
}

/** Whether any filter narrows the scope (without, the scope's own count is the list's total). */
export function hasFilters(filters: BrowseFilterValues): boolean {
  return Boolean(
    filters.brand?.length ||
      filters.minPrice !== undefined ||
      filters.maxPrice !== undefined ||
      filters.storage?.length ||
      filters.colour?.length ||
      filters.quality?.length ||
      filters.available ||
      filters.attributes?.length,
  );
}

function filtered(query: ScopedQuery, shop: ShopCode, filters: BrowseFilterValues): ScopedQuery {
  let result = query;
  if (filters.brand?.length) result = result.where('mf.seo_name', 'in', filters.brand);
  if (filters.minPrice !== undefined)
    result = result.where('pp.amount', '>=', filters.minPrice * MINOR_UNITS_PER_UNIT);
  if (filters.maxPrice !== undefined)
    result = result.where('pp.amount', '<=', filters.maxPrice * MINOR_UNITS_PER_UNIT);
  if (filters.storage?.length) result = result.where('p.storage_gb', 'in', filters.storage);
  if (filters.colour?.length) result = result.where('mc.code', 'in', filters.colour);
  if (filters.quality?.length) {
    const grades = filters.quality.filter((value) => value !== 'new');
    const wantsNew = filters.quality.includes('new');
    result = result.where((eb) =>
      eb.or([
        ...(wantsNew ? [eb('p.condition', '=', 'new')] : []),
        ...(grades.length ? [eb('p.quality_grade', 'in', grades)] : []),
      ]),
    );
  }
  if (filters.available) result = result.where(inStock(shop) as never);
  for (const condition of filters.attributes ?? []) result = result.where(attributeConditionSql(condition));
  return result;
}

export interface BrowseListOptions {
  sort?: BrowseSort;
  offset: number;
  limit: number;
}

/** The scope's products that pass the filters as summaries, in the sort's order (ties by id). */
function sortedRows(db: Db, scope: BrowseScope, filters: BrowseFilterValues, sort: BrowseSort | undefined) {
  const { shop } = scope;
  let list = filtered(scoped(db, scope), shop, filters)
    .innerJoin('product_type_texts as tt', (join) =>
      join.onRef('tt.product_type_id', '=', 'm.product_type_id').on('tt.shop', '=', shop),
    )
    .leftJoin('product_ratings as pr', 'pr.product_id', 'p.id')
    .select(productRowColumns)
    .select(stockOf(shop).as('stock'))
    .select(firstPhotoOf().as('photoUploadId'));
  switch (sort) {
    case 'price_asc':
      list = list.orderBy('pp.amount', 'asc');
      break;
    case 'price_desc':
      list = list.orderBy('pp.amount', 'desc');
      break;
    case 'newest':
      list = list.orderBy('p.id', 'desc');
      break;
    case 'rating':
      list = list
        .orderBy(sql`pr.rating_avg desc nulls last`)
        .orderBy(sql`coalesce(pr.rating_count, 0)`, 'desc');
      break;
    default:
      break;
  }
  return list.orderBy('p.id', 'asc');
}

export async function selectPageRows(
  db: Db,
  scope: BrowseScope,
  filters: BrowseFilterValues,
  options: BrowseListOptions,
): Promise<ProductRow[]> {
  const rows = await sortedRows(db, scope, filters, options.sort)
    .offset(options.offset)
    .limit(options.limit)
    .execute();
  return rows as ProductRow[];
}

/** One page of the scope's products that pass the filters, and how many pass in all. */
export async function selectBrowsePage(
  db: Db,
  scope: BrowseScope,
  filters: BrowseFilterValues,
  options: BrowseListOptions,
): Promise<{ rows: ProductRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    selectPageRows(db, scope, filters, options),
    filtered(scoped(db, scope), scope.shop, filters)
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.total };
}

/** Up to `limit` matches, new goods first: the search box should not list five grades of one phone. */
export async function selectSuggestionRows(db: Db, scope: BrowseScope, limit: number): Promise<ProductRow[]> {
  // No count: the box shows the rows only, and counting every match of "sa" costs the most.
  const fresh = await selectPageRows(db, scope, { quality: ['new'] }, { offset: 0, limit });
  if (fresh.length >= limit) return fresh;
  const used = await selectPageRows(
    db,
    scope,
    { quality: qualityFilterValues.filter((value) => value !== 'new') },
    { offset: 0, limit: limit - fresh.length },
  );
  return [...fresh, ...used];
}
