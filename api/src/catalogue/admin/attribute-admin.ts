import { sql } from 'kysely';
import type { ShopCode } from 'shared-domain';
import type {
  AttributeDefinition,
  AttributeGroup,
  AttributeTree,
  attributeBodySchema,
  attributeGroupBodySchema,
} from 'shared-domain/contracts/staff.ts';
import type { z } from 'zod';
import { recordStaffChange, type StaffActor } from '../../platform/audit/audit-trail.ts';
import type { Db } from '../../platform/db/schema.ts';
import { attributeInUse, codeTaken, conflict, notFoundError } from './attribute-errors.ts';

// Attribute definitions (issue 15 item 10): groups and typed attributes with their choices. Codes
// are shared by both shops, names are per shop (this shop's are edited here; a name missing in a
// shop reads as the code). Values live in model_attribute_values and are edited on the product
// (H6's values editor); here an attribute that has values can change its name, unit, filter flag
// and group, but not its type nor lose a choice in use, and it is deleted only together with its
// values after the staff member confirmed how many products lose them.

type GroupBody = z.output<typeof attributeGroupBodySchema>;
type AttributeBody = z.output<typeof attributeBodySchema>;

export async function readAttributeTree(db: Db, shop: ShopCode): Promise<AttributeTree> {
  const [groups, attributes, choices] = await Promise.all([
    selectGroups(db, shop).execute(),
    selectAttributes(db, shop).execute(),
    selectChoices(db, shop).execute(),
  ]);
  return {
    groups: groups.map(
      (group): AttributeGroup => ({
        ...group,
        attributes: attributes
          .filter((attribute) => attribute.groupId === group.id)
          .map((attribute) => definitionOf(attribute, choices)),
      }),
    ),
  };
}

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

type AttributeRow = Awaited<ReturnType<ReturnType<typeof selectAttributes>['execute']>>[number];
type ChoiceRow = { id: number; attributeId: number; code: string; name: string };

function definitionOf(row: AttributeRow, choices: ChoiceRow[]): AttributeDefinition {
  return {
    id: row.id,
    groupId: row.groupId,
    code: row.code,
    name: row.name,
    valueType: row.valueType,
    unit: row.unit,
    isFilter: row.isFilter,
    position: row.position,
    valueCount: Number(row.valueCount ?? 0),
    choices: choices
      .filter((choice) => choice.attributeId === row.id)
      .map(({ id, code, name }) => ({ id, code, name })),
  };
}

async function readAttribute(db: Db, shop: ShopCode, id: number): Promise<AttributeDefinition | undefined> {
  const row = await selectAttributes(db, shop).where('a.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const choices = await selectChoices(db, shop).where('c.attribute_id', '=', id).execute();
  return definitionOf(row, choices);
}

async function readGroup(db: Db, shop: ShopCode, id: number) {
  return selectGroups(db, shop).where('g.id', '=', id).executeTakeFirst();
}

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

/** Choices with their name in the shop (the code where it has none), in order. */
function selectChoices(db: Db, shop: ShopCode) {
  return db
    .selectFrom('attribute_choices as c')
    .leftJoin('attribute_choice_texts as ct', (join) =>
      join.onRef('ct.choice_id', '=', 'c.id').on('ct.shop', '=', shop),
    )
    .select([
      'c.id',
      'c.attribute_id as attributeId',
      'c.code',
      sql<string>`coalesce(ct.name, c.code)`.as('name'),
    ])
    .orderBy('c.position')
    .orderBy('c.id');
}

async function lockDefinitions(trx: Db): Promise<void> {
  // One staff edit of the definitions at a time: codes stay unique and positions dense without
  // racing (a unique violation would otherwise surface as a 500).
  await sql`select pg_advisory_xact_lock(hashtext('attribute-definitions'))`.execute(trx);
}

// --- groups -----------------------------------------------------------------------------------

export async function createGroup(db: Db, shop: ShopCode, actor: StaffActor, body: GroupBody) {
  return db.transaction().execute(async (trx) => {
    await lockDefinitions(trx);
    await refuseTakenCode(trx, shop, 'attribute_groups', body.code);
    const { id } = await trx
      .insertInto('attribute_groups')
      .values({
        code: body.code,
        position: sql<number>`(select coalesce(max(position), -1) + 1 from attribute_groups)`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('attribute_group_texts').values({ group_id: id, shop, name: body.name }).execute();
    const after = await readGroup(trx, shop, id);
    await recordStaffChange(trx, shop, actor, {
      entity: 'attribute-group',
      entityId: id,
      action: 'create',
      before: null,
      after,
    });
    return after;
  });
}

export async function updateGroup(db: Db, shop: ShopCode, actor: StaffActor, id: number, body: GroupBody) {
  return db.transaction().execute(async (trx) => {
    await lockDefinitions(trx);
    const before = await readGroup(trx, shop, id);
    if (!before) throw notFoundError('attribute_group_not_found');
    await refuseTakenCode(trx, shop, 'attribute_groups', body.code, id);
    await trx.updateTable('attribute_groups').set({ code: body.code }).where('id', '=', id).execute();
    await trx
      .insertInto('attribute_group_texts')
      .values({ group_id: id, shop, name: body.name })
      .onConflict((oc) => oc.columns(['group_id', 'shop']).doUpdateSet({ name: body.name }))
      .execute();
    const after = await readGroup(trx, shop, id);
    await recordStaffChange(trx, shop, actor, {
      entity: 'attribute-group',
      entityId: id,
      action: 'update',
      before,
      after,
    });
    return after;
  });
}

export async function deleteGroup(db: Db, shop: ShopCode, actor: StaffActor, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockDefinitions(trx);
    const before = await readGroup(trx, shop, id);
    if (!before) throw notFoundError('attribute_group_not_found');
    const member = await trx
      .selectFrom('attributes')
      .where('group_id', '=', id)
      .select('id')
      .executeTakeFirst();
    if (member) throw conflict('attribute_group_not_empty');
    await trx.deleteFrom('attribute_groups').where('id', '=', id).execute();
    await recordStaffChange(trx, shop, actor, {
      entity: 'attribute-group',
      entityId: id,
      action: 'delete',
      before,
      after: null,
    });
  });
}

export async function reorderGroups(db: Db, shop: ShopCode, actor: StaffActor, ids: number[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockDefinitions(trx);
    const existing = await trx
      .selectFrom('attribute_groups')
      .select(['id', 'position'])
      .orderBy('position')
      .orderBy('id')
      .execute();
    const unique = [...new Set(ids)];
    if (unique.some((id) => !existing.some((row) => row.id === id)))
      throw notFoundError('attribute_group_not_found');
    // Groups not named keep their relative order after the named ones.
    const order = [...unique, ...existing.map((row) => row.id).filter((id) => !unique.includes(id))];
    await setPositions(trx, 'attribute_groups', order);
    await recordStaffChange(trx, shop, actor, {
      entity: 'attribute-group',
      entityId: 'order',
      action: 'reorder',
      before: existing.map((row) => row.id),
      after: order,
    });
  });
}

// --- attributes -------------------------------------------------------------------------------

export async function createAttribute(db: Db, shop: ShopCode, actor: StaffActor, body: AttributeBody) {
  return db.transaction().execute(async (trx) => {
    await lockDefinitions(trx);
    await requireGroup(trx, body.groupId);
    await refuseTakenCode(trx, shop, 'attributes', body.code);
    const { id } = await trx
      .insertInto('attributes')
      .values({
        group_id: body.groupId,
        code: body.code,
        value_type: body.valueType,
        unit: body.unit || null,
        is_filter: body.isFilter,
        position: sql<number>`(select coalesce(max(position), -1) + 1 from attributes where group_id = ${body.groupId})`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('attribute_texts').values({ attribute_id: id, shop, name: body.name }).execute();
    // A new attribute has no choices yet: ids sent along name nothing of it.
    const choices = body.valueType === 'choice' ? body.choices.map(({ code, name }) => ({ code, name })) : [];
    await saveChoices(trx, shop, id, choices);
    const after = await readAttribute(trx, shop, id);
    await recordStaffChange(trx, shop, actor, {
      entity: 'attribute',
      entityId: id,
      action: 'create',
      before: null,
      after,
    });
    return after;
  });
}

export async function updateAttribute(
  db: Db,
  shop: ShopCode,
  actor: StaffActor,
  id: number,
  body: AttributeBody,
) {
  return db.transaction().execute(async (trx) => {
    await lockDefinitions(trx);
    const before = await readAttribute(trx, shop, id);
    if (!before) throw notFoundError('attribute_not_found');
    await requireGroup(trx, body.groupId);
    await refuseTakenCode(trx, shop, 'attributes', body.code, id);
    const choices = body.valueType === 'choice' ? body.choices : [];
    if (before.valueCount > 0 && before.valueType !== body.valueType)
      throw conflict('attribute_change_in_use');
    const kept = new Set(choices.flatMap((choice) => (choice.id === undefined ? [] : [choice.id])));
    const dropped = before.choices.filter((choice) => !kept.has(choice.id)).map((choice) => choice.id);
    if (dropped.length > 0) {
      const used = await trx
        .selectFrom('model_attribute_values')
        .where('choice_id', 'in', dropped)
        .select('model_id')
        .executeTakeFirst();
      if (used) throw conflict('attribute_change_in_use');
    }
    await trx
      .updateTable('attributes')
      .set({
        group_id: body.groupId,
        code: body.code,
        value_type: body.valueType,
        unit: body.unit || null,
        is_filter: body.isFilter,
        // Moved to another group: it goes last there.
        ...(body.groupId === before.groupId
          ? {}
          : {
              position: sql<number>`(select coalesce(max(position), -1) + 1 from attributes where group_id = ${body.groupId})`,
            }),
      })
      .where('id', '=', id)
      .execute();
    await trx
      .insertInto('attribute_texts')
      .values({ attribute_id: id, shop, name: body.name })
      .onConflict((oc) => oc.columns(['attribute_id', 'shop']).doUpdateSet({ name: body.name }))
      .execute();
    await saveChoices(
      trx,
      shop,
      id,
      // An id that is not one of this attribute's choices is treated as a new choice.
      choices.map((choice) =>
        before.choices.some((old) => old.id === choice.id) ? choice : { ...choice, id: undefined },
      ),
    );
    const after = await readAttribute(trx, shop, id);
    await recordStaffChange(trx, shop, actor, {
      entity: 'attribute',
      entityId: id,
      action: 'update',
      before,
      after,
    });
    return after;
  });
}

export async function deleteAttribute(
  db: Db,
  shop: ShopCode,
  actor: StaffActor,
  id: number,
  deleteValues: boolean,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockDefinitions(trx);
    const before = await readAttribute(trx, shop, id);
    if (!before) throw notFoundError('attribute_not_found');
    if (before.valueCount > 0 && !deleteValues) throw attributeInUse(shop, before.valueCount);
    // The values go with it (on delete cascade); the audit row keeps how many there were.
    await trx.deleteFrom('attributes').where('id', '=', id).execute();
    await recordStaffChange(trx, shop, actor, {
      entity: 'attribute',
      entityId: id,
      action: 'delete',
      before,
      after: null,
    });
  });
}

export async function reorderAttributes(
  db: Db,
  shop: ShopCode,
  actor: StaffActor,
  groupId: number,
  ids: number[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockDefinitions(trx);
    await requireGroup(trx, groupId);
    const existing = await trx
      .selectFrom('attributes')
      .where('group_id', '=', groupId)
      .select('id')
      .orderBy('position')
      .orderBy('id')
      .execute();
    const unique = [...new Set(ids)];
    if (unique.some((id) => !existing.some((row) => row.id === id)))
      throw notFoundError('attribute_not_found');
    const order = [...unique, ...existing.map((row) => row.id).filter((id) => !unique.includes(id))];
    await setPositions(trx, 'attributes', order);
    await recordStaffChange(trx, shop, actor, {
      entity: 'attribute-group',
      entityId: groupId,
      action: 'reorder-attributes',
      before: existing.map((row) => row.id),
      after: order,
    });
  });
}

// --- helpers ----------------------------------------------------------------------------------

async function requireGroup(trx: Db, id: number): Promise<void> {
  const group = await trx.selectFrom('attribute_groups').where('id', '=', id).select('id').executeTakeFirst();
  if (!group) throw notFoundError('attribute_group_not_found');
}

async function refuseTakenCode(
  trx: Db,
  shop: ShopCode,
  table: 'attribute_groups' | 'attributes',
  code: string,
  exceptId?: number,
): Promise<void> {
  let query = trx.selectFrom(table).where('code', '=', code).select('id');
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw codeTaken(shop);
}

async function setPositions(trx: Db, table: 'attribute_groups' | 'attributes', ids: number[]): Promise<void> {
  for (const [position, id] of ids.entries())
    await trx.updateTable(table).set({ position }).where('id', '=', id).execute();
}

/** Writes the choices in their order: kept ones by id, new ones inserted, the rest deleted. */
async function saveChoices(
  trx: Db,
  shop: ShopCode,
  attributeId: number,
  choices: { id?: number; code: string; name: string }[],
): Promise<void> {
  const keptIds = choices.flatMap((choice) => (choice.id === undefined ? [] : [choice.id]));
  let removal = trx.deleteFrom('attribute_choices').where('attribute_id', '=', attributeId);
  if (keptIds.length > 0) removal = removal.where('id', 'not in', keptIds);
  await removal.execute();
  // Codes may swap between kept choices; park them first so the unique (attribute, code) holds.
  if (keptIds.length > 0)
    await trx
      .updateTable('attribute_choices')
      .set({ code: sql<string>`'parked' || id` })
      .where('id', 'in', keptIds)
      .execute();
  for (const [position, choice] of choices.entries()) {
    const id =
      choice.id ??
      (
        await trx
          .insertInto('attribute_choices')
          .values({ attribute_id: attributeId, code: choice.code, position })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    if (choice.id !== undefined)
      await trx
        .updateTable('attribute_choices')
        .set({ code: choice.code, position })
        .where('id', '=', id)
        .execute();
    await trx
      .insertInto('attribute_choice_texts')
      .values({ choice_id: id, shop, name: choice.name })
      .onConflict((oc) => oc.columns(['choice_id', 'shop']).doUpdateSet({ name: choice.name }))
      .execute();
  }
}
