import type { Insertable } from 'kysely';
import type { ShopCode } from 'shared-domain';
import type { Db, ModelAttributeValuesTable } from '../../platform/db/schema.ts';

// A master product's attribute values, and the attributes (with their names in the shop's
// language) its attributes tab offers.

export function findAttributeGroupNames(db: Db, shop: ShopCode) {
  return db
    .selectFrom('attribute_groups as g')
    .leftJoin('attribute_group_texts as t', (join) =>
      join.onRef('t.group_id', '=', 'g.id').on('t.shop', '=', shop),
    )
    .select(['g.id', 'g.code', 't.name'])
    .orderBy('g.position')
    .orderBy('g.id')
    .execute();
}

export function findAttributeNames(db: Db, shop: ShopCode) {
  return db
    .selectFrom('attributes as a')
    .leftJoin('attribute_texts as t', (join) =>
      join.onRef('t.attribute_id', '=', 'a.id').on('t.shop', '=', shop),
    )
    .select(['a.id', 'a.group_id', 'a.code', 't.name', 'a.value_type', 'a.unit', 'a.is_filter'])
    .orderBy('a.position')
    .orderBy('a.id')
    .execute();
}

export function findAttributeChoiceNames(db: Db, shop: ShopCode) {
  return db
    .selectFrom('attribute_choices as c')
    .leftJoin('attribute_choice_texts as t', (join) =>
      join.onRef('t.choice_id', '=', 'c.id').on('t.shop', '=', shop),
    )
    .select(['c.id', 'c.attribute_id', 'c.code', 't.name'])
    .orderBy('c.position')
    .orderBy('c.id')
    .execute();
}

/** The attributes among `ids` that exist, with their value type. */
export function findAttributeValueTypes(trx: Db, ids: readonly number[]) {
  return trx.selectFrom('attributes').select(['id', 'value_type']).where('id', 'in', ids).execute();
}

/** The choices of the attributes `attributeIds`. */
export function findChoicesOfAttributes(trx: Db, attributeIds: readonly number[]) {
  return trx
    .selectFrom('attribute_choices')
    .select(['id', 'attribute_id'])
    .where('attribute_id', 'in', attributeIds)
    .execute();
}

export function findModelAttributeValues(db: Db, modelId: number) {
  return db
    .selectFrom('model_attribute_values')
    .selectAll()
    .where('model_id', '=', modelId)
    .orderBy('attribute_id')
    .execute();
}

export async function deleteModelAttributeValues(
  trx: Db,
  modelId: number,
  attributeIds: readonly number[],
): Promise<void> {
  await trx
    .deleteFrom('model_attribute_values')
    .where('model_id', '=', modelId)
    .where('attribute_id', 'in', attributeIds)
    .execute();
}

export async function insertModelAttributeValues(
  trx: Db,
  rows: readonly Insertable<ModelAttributeValuesTable>[],
): Promise<void> {
  await trx.insertInto('model_attribute_values').values(rows).execute();
}
