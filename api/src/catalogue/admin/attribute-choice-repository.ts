import { sql } from 'kysely';
import type { ShopCode } from 'shared-domain';
import type { Db } from '../../platform/db/schema.ts';

// The choices of the choice-typed attributes, with their names in a shop.

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

export function findChoices(db: Db, shop: ShopCode) {
  return selectChoices(db, shop).execute();
}

export function findChoicesOfAttribute(db: Db, shop: ShopCode, attributeId: number) {
  return selectChoices(db, shop).where('c.attribute_id', '=', attributeId).execute();
}

/** Whether any product has a value that is one of the choices. */
export async function choicesHaveValues(trx: Db, choiceIds: number[]): Promise<boolean> {
  const used = await trx
    .selectFrom('model_attribute_values')
    .where('choice_id', 'in', choiceIds)
    .select('model_id')
    .executeTakeFirst();
  return used !== undefined;
}

/** Writes the choices in their order: kept ones by id, new ones inserted, the rest deleted. */
export async function saveChoices(
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
