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
import {
  choicesHaveValues,
  findChoices,
  findChoicesOfAttribute,
  saveChoices,
} from './attribute-choice-repository.ts';
import { attributeInUse, codeTaken, conflict, notFoundError } from './attribute-errors.ts';
import {
  type AttributeFields,
  type AttributeRow,
  deleteAttributeById,
  deleteGroupById,
  findAttribute,
  findAttributeOrder,
  findAttributes,
  findGroup,
  findGroupOrder,
  findGroups,
  groupExists,
  groupHasAttributes,
  insertAttribute,
  insertAttributeName,
  insertGroup,
  insertGroupName,
  isCodeTaken,
  lockDefinitions,
  setPositions,
  updateAttributeFields,
  updateGroupCode,
  upsertAttributeName,
  upsertGroupName,
} from './attribute-repository.ts';

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
    findGroups(db, shop),
    findAttributes(db, shop),
    findChoices(db, shop),
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
  const row = await findAttribute(db, shop, id);
  if (!row) return undefined;
  const choices = await findChoicesOfAttribute(db, shop, id);
  return definitionOf(row, choices);
}

// --- groups -----------------------------------------------------------------------------------

export async function createGroup(db: Db, shop: ShopCode, actor: StaffActor, body: GroupBody) {
  return db.transaction().execute(async (trx) => {
    await lockDefinitions(trx);
    await refuseTakenCode(trx, shop, 'attribute_groups', body.code);
    const id = await insertGroup(trx, body.code);
    await insertGroupName(trx, id, shop, body.name);
    const after = await findGroup(trx, shop, id);
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
    const before = await findGroup(trx, shop, id);
    if (!before) throw notFoundError('attribute_group_not_found');
    await refuseTakenCode(trx, shop, 'attribute_groups', body.code, id);
    await updateGroupCode(trx, id, body.code);
    await upsertGroupName(trx, id, shop, body.name);
    const after = await findGroup(trx, shop, id);
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
    const before = await findGroup(trx, shop, id);
    if (!before) throw notFoundError('attribute_group_not_found');
    if (await groupHasAttributes(trx, id)) throw conflict('attribute_group_not_empty');
    await deleteGroupById(trx, id);
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
    const existing = await findGroupOrder(trx);
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
    const id = await insertAttribute(trx, fieldsOf(body));
    await insertAttributeName(trx, id, shop, body.name);
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
    if (dropped.length > 0 && (await choicesHaveValues(trx, dropped)))
      throw conflict('attribute_change_in_use');
    // Moved to another group: it goes last there.
    await updateAttributeFields(trx, id, fieldsOf(body), body.groupId !== before.groupId);
    await upsertAttributeName(trx, id, shop, body.name);
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
    await deleteAttributeById(trx, id);
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
    const existing = await findAttributeOrder(trx, groupId);
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

function fieldsOf(body: AttributeBody): AttributeFields {
  return {
    groupId: body.groupId,
    code: body.code,
    valueType: body.valueType,
    unit: body.unit || null,
    isFilter: body.isFilter,
  };
}

async function requireGroup(trx: Db, id: number): Promise<void> {
  if (!(await groupExists(trx, id))) throw notFoundError('attribute_group_not_found');
}

async function refuseTakenCode(
  trx: Db,
  shop: ShopCode,
  table: 'attribute_groups' | 'attributes',
  code: string,
  exceptId?: number,
): Promise<void> {
  if (await isCodeTaken(trx, table, code, exceptId)) throw codeTaken(shop);
}
