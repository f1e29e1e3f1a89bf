import { sql } from 'kysely';
import type { ShopCode } from 'shared-domain';
import type { StaffActor } from '../../platform/audit/audit-trail.ts';
import { recordStaffChanges } from '../../platform/audit/audit-trail.ts';
import type { Db } from '../../platform/db/schema.ts';

// Adding categories to master products, or taking them away ("add and remove product
// categories"). A chunk of master products is changed in one transaction with one audit row per
// master product whose categories changed, written as one multi-row insert: at 10 000 products a
// row-by-row audit would be most of the work. Adding what is there, or removing what is not,
// changes nothing and writes no row, so a retried job repeats no change and no history.

export type AssignmentAction = 'add' | 'remove';

export interface AssignmentChunk {
  shop: ShopCode;
  actor: StaffActor;
  action: AssignmentAction;
  masterProductIds: readonly number[];
  categoryIds: readonly number[];
}

/** Ids as one text parameter: the same SQL runs on pg and PGlite and any count of ids stays one parameter. */
function intArray(ids: readonly number[]) {
  return sql`string_to_array(${ids.join(',')}, ',')::int[]`;
}

/** The master products that exist, of those asked for (a stale id is skipped, not a 500). */
export async function existingMasterProductIds(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('models')
    .select('id')
    .where(sql<boolean>`id = any(${intArray(ids)})`)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** How many of the categories exist. */
export async function countExistingCategories(db: Db, ids: readonly number[]): Promise<number> {
  const row = await db
    .selectFrom('categories')
    .select(sql<number>`count(*)::int`.as('count'))
    .where(sql<boolean>`id = any(${intArray(ids)})`)
    .executeTakeFirstOrThrow();
  return row.count;
}

async function categoriesOf(trx: Db, masterProductIds: readonly number[]): Promise<Map<number, number[]>> {
  const rows = await trx
    .selectFrom('model_categories')
    .select(['model_id', 'category_id'])
    .where(sql<boolean>`model_id = any(${intArray(masterProductIds)})`)
    .orderBy('model_id')
    .orderBy('category_id')
    // Two staff assigning the same products at once wait for each other instead of racing the audit.
    .forUpdate()
    .execute();
  const byModel = new Map<number, number[]>(masterProductIds.map((id) => [id, []]));
  for (const row of rows) byModel.get(row.model_id)?.push(row.category_id);
  return byModel;
}

function categoriesAfter(
  action: AssignmentAction,
  before: readonly number[],
  changed: readonly number[],
): number[] {
  const after = new Set(before);
  for (const id of changed) {
    if (action === 'add') after.add(id);
    else after.delete(id);
  }
  return [...after].sort((a, b) => a - b);
}

/** Applies one chunk in its own transaction; answers how many master products changed. */
export async function assignCategoriesChunk(db: Db, chunk: AssignmentChunk): Promise<number> {
  if (chunk.masterProductIds.length === 0 || chunk.categoryIds.length === 0) return 0;
  return db.transaction().execute(async (trx) => {
    const before = await categoriesOf(trx, chunk.masterProductIds);
    const models = intArray(chunk.masterProductIds);
    const categories = intArray(chunk.categoryIds);
    if (chunk.action === 'add')
      await sql`
        insert into model_categories (model_id, category_id)
        select m.id, c.id from models m cross join categories c
        where m.id = any(${models}) and c.id = any(${categories})
        on conflict do nothing
      `.execute(trx);
    else
      await sql`
        delete from model_categories where model_id = any(${models}) and category_id = any(${categories})
      `.execute(trx);
    const changes = [...before]
      .map(([id, categoryIds]) => ({
        id,
        before: categoryIds,
        after: categoriesAfter(chunk.action, categoryIds, chunk.categoryIds),
      }))
      .filter((change) => change.after.join() !== change.before.join());
    if (changes.length === 0) return 0;
    await recordStaffChanges(
      trx,
      chunk.shop,
      chunk.actor,
      changes.map((change) => ({
        entity: 'master-product',
        entityId: change.id,
        action: `${chunk.action}-categories`,
        before: { categoryIds: change.before },
        after: { categoryIds: change.after },
      })),
    );
    return changes.length;
  });
}
