import { sql } from 'kysely';
import type { ShopCode } from 'shared-domain';
import type { AttributeDefinition } from 'shared-domain/contracts/staff.ts';
import type { Db } from '../../platform/db/schema.ts';

// The attribute groups and attributes with their names in a shop, and their writes (their choices
// are in attribute-choice-repository.ts).

function selectAttributes(db: Db, shop: ShopCode) {
  return db
    .selectFrom('attributes as a')
    .leftJoin('attribute_texts as at', (join) =>
      join.onRef('at.attribute_id', '=', 'a.id').on('at.shop', '=', shop),
    )
    .select([
      'a.id',
      'a.group_id as groupId',
      'a.code',
      'a.value_type as valueType',
      'a.unit',
      'a.is_filter as isFilter',
      'a.position',
      sql<string>`coalesce(at.name, a.code)`.as('name'),
      (eb) =>
        eb
          .selectFrom('model_attribute_values as v')
          .whereRef('v.attribute_id', '=', 'a.id')
          .select(eb.fn.countAll<string>().as('count'))
          .as('valueCount'),
    ])
    .orderBy('a.position')
    .orderBy('a.id');
}

export type AttributeRow = Awaited<ReturnType<ReturnType<typeof selectAttributes>['execute']>>[number];

/** Groups with their name in the shop (the code where it has none), in order. */
function selectGroups(db: Db, shop: ShopCode) {
  return db
    .selectFrom('attribute_groups as g')
    .leftJoin('attribute_group_texts as gt', (join) =>
      join.onRef('gt.group_id', '=', 'g.id').on('gt.shop', '=', shop),
    )
    .select(['g.id', 'g.code', 'g.position', sql<string>`coalesce(gt.name, g.code)`.as('name')])
    .orderBy('g.position')
    .orderBy('g.id');
}

export function findAttributes(db: Db, shop: ShopCode) {
  return selectAttributes(db, shop).execute();
}

export function findAttribute(db: Db, shop: ShopCode, id: number) {
  return selectAttributes(db, shop).where('a.id', '=', id).executeTakeFirst();
}

export function findGroups(db: Db, shop: ShopCode) {
  return selectGroups(db, shop).execute();
}

export function findGroup(db: Db, shop: ShopCode, id: number) {
  return selectGroups(db, shop).where('g.id', '=', id).executeTakeFirst();
}

export async function lockDefinitions(trx: Db): Promise<void> {
  // One staff edit of the definitions at a time: codes stay unique and positions dense without
  // racing (a unique violation would otherwise surface as a 500).
  await sql`select pg_advisory_xact_lock(hashtext('attribute-definitions'))`.execute(trx);
}

/** Whether a group or an attribute other than `exceptId` has the code. */
export async function isCodeTaken(
  trx: Db,
  table: 'attribute_groups' | 'attributes',
  code: string,
  exceptId?: number,
): Promise<boolean> {
  let query = trx.selectFrom(table).where('code', '=', code).select('id');
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function setPositions(
  trx: Db,
  table: 'attribute_groups' | 'attributes',
  ids: number[],
): Promise<void> {
  for (const [position, id] of ids.entries())
    await trx.updateTable(table).set({ position }).where('id', '=', id).execute();
}

// --- groups -----------------------------------------------------------------------------------

export async function groupExists(trx: Db, id: number): Promise<boolean> {
  const group = await trx.selectFrom('attribute_groups').where('id', '=', id).select('id').executeTakeFirst();
  return group !== undefined;
}

/** A new group, last in order; answers its id. */
export async function insertGroup(trx: Db, code: string): Promise<number> {
  const { id } = await trx
    .insertInto('attribute_groups')
    .values({
      code,
      position: sql<number>`(select coalesce(max(position), -1) + 1 from attribute_groups)`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function insertGroupName(trx: Db, groupId: number, shop: ShopCode, name: string): Promise<void> {
  await trx.insertInto('attribute_group_texts').values({ group_id: groupId, shop, name }).execute();
}

export async function updateGroupCode(trx: Db, id: number, code: string): Promise<void> {
  await trx.updateTable('attribute_groups').set({ code }).where('id', '=', id).execute();
}

export async function upsertGroupName(trx: Db, groupId: number, shop: ShopCode, name: string): Promise<void> {
  await trx
    .insertInto('attribute_group_texts')
    .values({ group_id: groupId, shop, name })
    .onConflict((oc) => oc.columns(['group_id', 'shop']).doUpdateSet({ name }))
    .execute();
}

export async function groupHasAttributes(trx: Db, groupId: number): Promise<boolean> {
  const member = await trx
    .selectFrom('attributes')
    .where('group_id', '=', groupId)
    .select('id')
    .executeTakeFirst();
  return member !== undefined;
}

export async function deleteGroupById(trx: Db, id: number): Promise<void> {
  await trx.deleteFrom('attribute_groups').where('id', '=', id).execute();
}

/** Every group's id and position, in order. */
export function findGroupOrder(trx: Db) {
  return trx
    .selectFrom('attribute_groups')
    .select(['id', 'position'])
    .orderBy('position')
    .orderBy('id')
    .execute();
}

// --- attributes -------------------------------------------------------------------------------

export interface AttributeFields {
  groupId: number;
  code: string;
  valueType: AttributeDefinition['valueType'];
  unit: string | null;
  isFilter: boolean;
}

/** The next position in the group: an attribute added or moved there goes last. */
function lastInGroup(groupId: number) {
  return sql<number>`(select coalesce(max(position), -1) + 1 from attributes where group_id = ${groupId})`;
}

/** A new attribute, last in its group; answers its id. */
export async function insertAttribute(trx: Db, fields: AttributeFields): Promise<number> {
  const { id } = await trx
    .insertInto('attributes')
    .values({
      group_id: fields.groupId,
      code: fields.code,
      value_type: fields.valueType,
      unit: fields.unit,
      is_filter: fields.isFilter,
      position: lastInGroup(fields.groupId),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function insertAttributeName(
  trx: Db,
  attributeId: number,
  shop: ShopCode,
  name: string,
): Promise<void> {
  await trx.insertInto('attribute_texts').values({ attribute_id: attributeId, shop, name }).execute();
}

/** Updates the attribute; `toEndOfGroup` puts it last in its (new) group. */
export async function updateAttributeFields(
  trx: Db,
  id: number,
  fields: AttributeFields,
  toEndOfGroup: boolean,
): Promise<void> {
  await trx
    .updateTable('attributes')
    .set({
      group_id: fields.groupId,
      code: fields.code,
      value_type: fields.valueType,
      unit: fields.unit,
      is_filter: fields.isFilter,
      ...(toEndOfGroup ? { position: lastInGroup(fields.groupId) } : {}),
    })
    .where('id', '=', id)
    .execute();
}

export async function upsertAttributeName(
  trx: Db,
  attributeId: number,
  shop: ShopCode,
  name: string,
): Promise<void> {
  await trx
    .insertInto('attribute_texts')
    .values({ attribute_id: attributeId, shop, name })
    .onConflict((oc) => oc.columns(['attribute_id', 'shop']).doUpdateSet({ name }))
    .execute();
}

export async function deleteAttributeById(trx: Db, id: number): Promise<void> {
  await trx.deleteFrom('attributes').where('id', '=', id).execute();
}

/** The group's attribute ids, in order. */
export function findAttributeOrder(trx: Db, groupId: number) {
  return trx
    .selectFrom('attributes')
    .where('group_id', '=', groupId)
    .select('id')
    .orderBy('position')
    .orderBy('id')
    .execute();
}
