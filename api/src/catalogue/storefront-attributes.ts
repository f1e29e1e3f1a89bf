import { type RawBuilder, sql } from 'kysely';
import type { AttributeFacet } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';

// Attribute filters of a filterable category (issue 15): staff mark attributes as catalogue
// filters; a choice becomes a checkbox list, yes/no two checkboxes, a number a range.

export type AttributeCondition =
  | { attributeId: number; kind: 'choice'; codes: string[] }
  | { attributeId: number; kind: 'boolean'; value: boolean }
  | { attributeId: number; kind: 'number'; min?: number; max?: number };

const RANGE = /^(\d+(?:\.\d+)?)?-(\d+(?:\.\d+)?)?$/;

/**
 * The URL's `code:value` filters as conditions on filter attributes. A code that is no filter
 * attribute, or a value its type cannot hold, is left out (an old link still opens the page).
 */
export async function resolveAttributeFilters(
  db: Db,
  filters: readonly string[] | undefined,
): Promise<AttributeCondition[]> {
  if (!filters?.length) return [];
  const wanted = new Map<string, string[]>();
  for (const filter of filters) {
    const [code = '', value = ''] = filter.split(':');
    wanted.set(code, [...(wanted.get(code) ?? []), value]);
  }
  const attributes = await db
    .selectFrom('attributes')
    .where('code', 'in', [...wanted.keys()])
    .where('is_filter', '=', true)
    .select(['id', 'code', 'value_type as type'])
    .orderBy('id')
    .execute();
  return attributes.flatMap((attribute): AttributeCondition[] => {
    const values = [...new Set(wanted.get(attribute.code) ?? [])];
    const attributeId = attribute.id;
    switch (attribute.type) {
      case 'choice':
        return [{ attributeId, kind: 'choice', codes: values }];
      case 'boolean': {
        const flags = values.filter((value) => value === 'true' || value === 'false');
        // Both ticked is the same as none.
        return flags.length === 1 ? [{ attributeId, kind: 'boolean', value: flags[0] === 'true' }] : [];
      }
      case 'number': {
        const match = values.map((value) => RANGE.exec(value)).find((found) => found !== null);
        if (!match || (match[1] === undefined && match[2] === undefined)) return [];
        const bound = (text: string | undefined) => (text === undefined ? undefined : Number(text));
        return [{ attributeId, kind: 'number', min: bound(match[1]), max: bound(match[2]) }];
      }
      default:
        return [];
    }
  });
}

/** The condition on the listed product's master product (alias `m`). */
export function attributeConditionSql(condition: AttributeCondition): RawBuilder<boolean> {
  const value = (() => {
    switch (condition.kind) {
      case 'choice':
        return sql`v.choice_id in (select ch.id from attribute_choices ch
          where ch.attribute_id = ${condition.attributeId} and ch.code in (${sql.join(condition.codes)}))`;
      case 'boolean':
        return sql`v.boolean_value = ${condition.value}`;
      case 'number':
        return sql.join(
          [
            sql`true`,
            ...(condition.min === undefined ? [] : [sql`v.number_value >= ${condition.min}`]),
            ...(condition.max === undefined ? [] : [sql`v.number_value <= ${condition.max}`]),
          ],
          sql` and `,
        );
    }
  })();
  return sql<boolean>`exists (select 1 from model_attribute_values v
    where v.model_id = m.id and v.attribute_id = ${condition.attributeId} and ${value})`;
}

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

/** Rows of one attribute each (in their order) become one facet; choices and yes/no their options. */
export function attributeFacetsOf(rows: readonly AttributeFacetRow[]): AttributeFacet[] {
  const facets = new Map<number, AttributeFacet>();
  for (const row of rows) {
    if (row.type === 'text') continue;
    const facet = facets.get(row.attributeId) ?? {
      code: row.code,
      name: row.name,
      type: row.type,
      unit: row.unit,
      options: [],
      range: null,
    };
    facets.set(row.attributeId, facet);
    if (row.type === 'choice' && row.choiceCode !== null)
      facet.options.push({ value: row.choiceCode, name: row.choiceName ?? row.choiceCode, count: row.count });
    if (row.type === 'boolean' && row.booleanValue !== null)
      facet.options.push({ value: String(row.booleanValue), name: '', count: row.count });
    if (row.type === 'number' && row.min !== null && row.max !== null)
      facet.range = { min: Number(row.min), max: Number(row.max) };
  }
  return [...facets.values()];
}
