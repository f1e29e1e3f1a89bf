import type { AttributeFacet } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';
import { type AttributeCondition, selectFilterAttributes } from './attribute-filter-repository.ts';
import type { AttributeFacetRow } from './browse-facets-repository.ts';

// Attribute filters of a filterable category (issue 15): staff mark attributes as catalogue
// filters; a choice becomes a checkbox list, yes/no two checkboxes, a number a range.

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
  const attributes = await selectFilterAttributes(db, [...wanted.keys()]);
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
