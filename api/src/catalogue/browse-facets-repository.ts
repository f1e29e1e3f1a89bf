import { sql } from 'kysely';
import type { Db } from '../platform/db/schema.ts';
import { type BrowseScope, scoped } from './browse-repository.ts';

// The facet counts of a browse scope. Every facet counts the same rows, so one pass over the
// scope computes them all (grouping sets) instead of one pass per facet: at catalogue scale a
// category holds thousands of products and each pass joins all of them.

export interface AttributeFacetRow {
  attributeId: number;
  code: string;
  type: 'text' | 'number' | 'boolean' | 'choice';
  unit: string | null;
  name: string;
  choiceCode: string | null;
  choiceName: string | null;
  booleanValue: boolean | null;
  min: number | null;
  max: number | null;
  count: number;
}

export type FacetKind = 'all' | 'brand' | 'colour' | 'quality' | 'storage';

export interface FacetRow {
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

/** A row per brand, storage, colour and quality of the scope, and one of all of it (kind 'all'). */
export async function selectFacetRows(db: Db, scope: BrowseScope): Promise<FacetRow[]> {
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
export async function selectAttributeFacetRows(db: Db, scope: BrowseScope): Promise<AttributeFacetRow[]> {
  const { shop } = scope;
  const rows = await scoped(db, scope)
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
  return rows as AttributeFacetRow[];
}
