import { type ExpressionBuilder, sql } from 'kysely';
import { type BrowseFacets, type BrowseSort, MINOR_UNITS_PER_UNIT, type ShopCode } from 'shared-domain';
import { type QualityFilterValue, qualityFilterValues } from 'shared-domain/contracts';
import type { Database, Db } from '../platform/db/schema.ts';
import { firstPhotoOf, type ProductRow, productRowColumns, stockOf } from './product-repository.ts';
import {
  type AttributeCondition,
  type AttributeFacetRow,
  attributeConditionSql,
  attributeFacetsOf,
} from './storefront-attributes.ts';

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

function scoped(db: Db, scope: BrowseScope) {
  const { shop } = scope;
  let query = db
    .selectFrom('products as p')
    .innerJoin('sale_prices as pp', (join) =>
      join.onRef('pp.product_id', '=', 'p.id').on('pp.shop', '=', shop),
    )
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
  for (const token of scope.tokens ?? []) {
    // Tokens are letters and digits only (normalizeSearchText), so they hold no LIKE wildcard.
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('product_search_texts as pst')
          .whereRef('pst.product_id', '=', 'p.id')
          .where('pst.shop', '=', shop)
          .where('pst.search_text', 'like', `% ${token}%`)
          .select('pst.product_id'),
      ),
    );
  }
  return query;
}

type ScopedQuery = ReturnType<typeof scoped>;
function inStock(shop: ShopCode) {
  return (eb: ExpressionBuilder<Database & { p: Database['products'] }, 'p'>) =>
    eb.exists(
      eb
        .selectFrom('stock as st')
        .innerJoin('stores as s', 's.id', 'st.store_id')
        .whereRef('st.product_id', '=', 'p.id')
        .where('s.shop', '=', shop)
        .where('st.quantity', '>', 0)
        .select('st.product_id'),
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

/** One page of the scope's products that pass the filters, and how many pass in all. */
export async function selectBrowsePage(
  db: Db,
  scope: BrowseScope,
  filters: BrowseFilterValues,
  options: BrowseListOptions,
): Promise<{ rows: ProductRow[]; total: number }> {
  const { shop } = scope;
  const base = filtered(scoped(db, scope), shop, filters);
  let list = base
    .innerJoin('product_type_texts as tt', (join) =>
      join.onRef('tt.product_type_id', '=', 'm.product_type_id').on('tt.shop', '=', shop),
    )
    .leftJoin('product_ratings as pr', 'pr.product_id', 'p.id')
    .select(productRowColumns)
    .select(stockOf(shop).as('stock'))
    .select(firstPhotoOf().as('photoUploadId'));
  switch (options.sort) {
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
  const [rows, count] = await Promise.all([
    list.orderBy('p.id', 'asc').offset(options.offset).limit(options.limit).execute(),
    base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as ProductRow[], total: count.total };
}

/** The filter attributes of the scope's master products, with how many products hold each value. */
async function selectAttributeFacets(base: ScopedQuery, shop: ShopCode): Promise<BrowseFacets['attributes']> {
  const rows = await base
    .innerJoin('model_attribute_values as v', 'v.model_id', 'm.id')
    .innerJoin('attributes as a', 'a.id', 'v.attribute_id')
    .innerJoin('attribute_groups as ag', 'ag.id', 'a.group_id')
    .innerJoin('attribute_texts as at', (join) =>
      join.onRef('at.attribute_id', '=', 'a.id').on('at.shop', '=', shop),
    )
    .leftJoin('attribute_choices as ch', 'ch.id', 'v.choice_id')
    .leftJoin('attribute_choice_texts as cht', (join) =>
      join.onRef('cht.choice_id', '=', 'ch.id').on('cht.shop', '=', shop),
    )
    .where('a.is_filter', '=', true)
    .where('a.value_type', '<>', 'text')
    .select([
      'a.id as attributeId',
      'a.code',
      'a.value_type as type',
      'a.unit',
      'at.name',
      'ch.code as choiceCode',
      'cht.name as choiceName',
      'v.boolean_value as booleanValue',
      sql<number | null>`min(v.number_value)::float8`.as('min'),
      sql<number | null>`max(v.number_value)::float8`.as('max'),
      sql<number>`count(*)::int`.as('count'),
    ])
    .groupBy(['ag.position', 'ag.id', 'a.position', 'a.id', 'at.name', 'ch.position', 'ch.id', 'cht.name'])
    .groupBy('v.boolean_value')
    .orderBy('ag.position')
    .orderBy('ag.id')
    .orderBy('a.position')
    .orderBy('a.id')
    .orderBy('ch.position')
    .orderBy('ch.id')
    .orderBy(sql`v.boolean_value desc`)
    .execute();
  return attributeFacetsOf(rows as AttributeFacetRow[]);
}

/**
 * What the filter panel offers for the scope: every brand, storage, colour… with its count, and
 * the attribute filters when the scope is a filterable category.
 */
export async function selectFacets(
  db: Db,
  scope: BrowseScope,
  options: { attributes: boolean } = { attributes: false },
): Promise<BrowseFacets> {
  const { shop } = scope;
  const base = scoped(db, scope);
  const [brands, price, storages, colours, qualities, available, attributes] = await Promise.all([
    base
      .select(['mf.seo_name as seoName', 'mf.name as name', sql<number>`count(*)::int`.as('count')])
      .groupBy(['mf.seo_name', 'mf.name'])
      .orderBy('mf.name')
      .execute(),
    base
      .select([
        sql<number | null>`min(pp.amount)`.as('min'),
        sql<number | null>`max(pp.amount)`.as('max'),
        sql<string | null>`min(pp.currency)`.as('currency'),
      ])
      .executeTakeFirstOrThrow(),
    base
      .where('p.storage_gb', 'is not', null)
      .select(['p.storage_gb as gb', sql<number>`count(*)::int`.as('count')])
      .groupBy('p.storage_gb')
      .orderBy('p.storage_gb')
      .execute(),
    base
      .where('mc.code', 'is not', null)
      .select([
        'mc.code as code',
        sql<string>`min(mct.name)`.as('name'),
        sql<string>`min(mc.hex)`.as('hex'),
        sql<number>`count(*)::int`.as('count'),
      ])
      .groupBy('mc.code')
      .orderBy(sql`min(mct.name)`)
      .execute(),
    base
      .select([
        sql<string>`coalesce(p.quality_grade, 'new')`.as('value'),
        sql<number>`count(*)::int`.as('count'),
      ])
      .groupBy(sql`coalesce(p.quality_grade, 'new')`)
      .execute(),
    base
      .where(inStock(shop) as never)
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow(),
    options.attributes ? selectAttributeFacets(base, shop) : [],
  ]);
  const order = (value: string) => qualityFilterValues.indexOf(value as QualityFilterValue);
  return {
    brands,
    price:
      price.min === null || price.max === null || price.currency === null
        ? null
        : {
            min: { amount: Number(price.min), currency: price.currency as 'CZK' | 'RON' },
            max: { amount: Number(price.max), currency: price.currency as 'CZK' | 'RON' },
          },
    storages: storages.map((row) => ({ gb: row.gb as number, count: row.count })),
    colours: colours.map((row) => ({
      code: row.code as string,
      name: row.name,
      hex: row.hex,
      count: row.count,
    })),
    qualities: qualities
      .map((row) => ({ value: row.value as QualityFilterValue, count: row.count }))
      .sort((a, b) => order(a.value) - order(b.value)),
    available: available.count,
    attributes,
  };
}

/** Up to `limit` matches, new goods first: the search box should not list five grades of one phone. */
export async function selectSuggestionRows(db: Db, scope: BrowseScope, limit: number): Promise<ProductRow[]> {
  const fresh = await selectBrowsePage(db, scope, { quality: ['new'] }, { offset: 0, limit });
  if (fresh.rows.length >= limit) return fresh.rows;
  const used = await selectBrowsePage(
    db,
    scope,
    { quality: qualityFilterValues.filter((value) => value !== 'new') },
    { offset: 0, limit: limit - fresh.rows.length },
  );
  return [...fresh.rows, ...used.rows];
}
