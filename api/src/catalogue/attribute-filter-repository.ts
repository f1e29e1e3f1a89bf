import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../platform/db/schema.ts';

// The attributes staff marked as catalogue filters, and the condition a chosen filter puts on a
// listed product.

export type AttributeCondition =
  | { attributeId: number; kind: 'choice'; codes: string[] }
  | { attributeId: number; kind: 'boolean'; value: boolean }
  | { attributeId: number; kind: 'number'; min?: number; max?: number };

/** The filter attributes among the codes, in id order. */
export async function selectFilterAttributes(db: Db, codes: readonly string[]) {
  return db
    .selectFrom('attributes')
    .where('code', 'in', codes)
    .where('is_filter', '=', true)
    .select(['id', 'code', 'value_type as type'])
    .orderBy('id')
    .execute();
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
