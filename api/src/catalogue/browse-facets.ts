import { sql } from 'kysely';
import type { BrowseFacets, ShopCode } from 'shared-domain';
import { type QualityFilterValue, qualityFilterValues } from 'shared-domain/contracts';
import type { Db } from '../platform/db/schema.ts';
import { type BrowseScope, type ScopedQuery, scoped } from './browse-repository.ts';
import { type AttributeFacetRow, attributeFacetsOf } from './storefront-attributes.ts';

// What the filter panel offers for a scope. Every facet counts the same rows, so one pass over the
// scope computes them all (grouping sets) instead of one pass per facet: at catalogue scale a
// category holds thousands of products and each pass joins all of them.

/** The facets of the scope and how many products it holds. */
export interface ScopeSummary {
  facets: BrowseFacets;
  products: number;
}

type FacetKind = 'all' | 'brand' | 'colour' | 'quality' | 'storage';

interface FacetRow {
  kind: FacetKind;
  brandSeo: string | null;
  brandName: string | null;
  gb: number | null;
  colourCode: string | null;
  colourName: string | null;
  colourHex: string | null;
  quality: string | null;
  count: number;
  available: number;
  minAmount: number | null;
  maxAmount: number | null;
  currency: string | null;
}

async function selectFacetRows(db: Db, scope: BrowseScope): Promise<FacetRow[]> {
  const { shop } = scope;
  const rows = scoped(db, scope).select([
    'mf.seo_name as brandSeo',
    'mf.name as brandName',
    'p.storage_gb as gb',
    'mc.code as colourCode',
    'mct.name as colourName',
    'mc.hex as colourHex',
    sql<string>`coalesce(p.quality_grade, 'new')`.as('quality'),
    'pp.amount',
    'pp.currency',
    // Pieces in any of the shop's stores (the totals of migration 0017; quantities are ≥ 0). An
    // IN list rather than a join: one more join passes the planner's join_collapse_limit, and
    // it would then join the whole catalogue before narrowing it to the scope.
    sql<boolean>`p.id in (
        select stt.product_id from product_stock_totals stt where stt.shop = ${shop} and stt.quantity > 0
      )`.as('inStock'),
  ]);
  const result = await db
    .selectFrom(rows.as('s'))
    .select([
      sql<FacetKind>`case
        when grouping(s."brandSeo") = 0 then 'brand'
        when grouping(s.gb) = 0 then 'storage'
        when grouping(s."colourCode") = 0 then 'colour'
        when grouping(s.quality) = 0 then 'quality'
        else 'all' end`.as('kind'),
      's.brandSeo',
      's.brandName',
      's.gb',
      's.colourCode',
      sql<string | null>`min(s."colourName")`.as('colourName'),
      sql<string | null>`min(s."colourHex")`.as('colourHex'),
      's.quality',
      sql<number>`count(*)::int`.as('count'),
      sql<number>`(count(*) filter (where s."inStock"))::int`.as('available'),
      sql<number | null>`min(s.amount)`.as('minAmount'),
      sql<number | null>`max(s.amount)`.as('maxAmount'),
      sql<string | null>`min(s.currency)`.as('currency'),
    ])
    .groupBy(sql`grouping sets ((s."brandSeo", s."brandName"), (s.gb), (s."colourCode"), (s.quality), ())`)
    // Each facet in its display order; the other facets' columns are null in its rows.
    .orderBy(sql`1`)
    .orderBy('s.brandName')
    .orderBy('s.gb')
    .orderBy(sql`min(s."colourName")`)
    .execute();
  return result as FacetRow[];
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
 * Every brand, storage, colour… of the scope with its count, the price range, how many are in
 * stock, and the attribute filters when the scope is a filterable category.
 */
export async function selectScopeSummary(
  db: Db,
  scope: BrowseScope,
  options: { attributes: boolean } = { attributes: false },
): Promise<ScopeSummary> {
  const [rows, attributes] = await Promise.all([
    selectFacetRows(db, scope),
    options.attributes ? selectAttributeFacets(scoped(db, scope), scope.shop) : [],
  ]);
  const of = (kind: FacetKind) => rows.filter((row) => row.kind === kind);
  const all = of('all')[0];
  const order = (value: string) => qualityFilterValues.indexOf(value as QualityFilterValue);
  const facets: BrowseFacets = {
    brands: of('brand').map((row) => ({
      seoName: row.brandSeo as string,
      name: row.brandName as string,
      count: row.count,
    })),
    price:
      all.minAmount === null || all.maxAmount === null || all.currency === null
        ? null
        : {
            min: { amount: Number(all.minAmount), currency: all.currency as 'CZK' | 'RON' },
            max: { amount: Number(all.maxAmount), currency: all.currency as 'CZK' | 'RON' },
          },
    storages: of('storage')
      .filter((row) => row.gb !== null)
      .map((row) => ({ gb: row.gb as number, count: row.count })),
    colours: of('colour')
      .filter((row) => row.colourCode !== null)
      .map((row) => ({
        code: row.colourCode as string,
        name: row.colourName as string,
        hex: row.colourHex as string,
        count: row.count,
      })),
    qualities: of('quality')
      .map((row) => ({ value: row.quality as QualityFilterValue, count: row.count }))
      .sort((a, b) => order(a.value) - order(b.value)),
    available: all.available,
    attributes,
  };
  return { facets, products: all.count };
}
