import { sql } from 'kysely';
import type { Db } from '../../platform/db/schema.ts';

// Which master products are in which categories (model_categories), for adding and removing them in bulk.

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

/** The master products' category rows, by master product and category, locked until the transaction ends. */
export function lockModelCategories(trx: Db, masterProductIds: readonly number[]) {
  return (
    trx
      .selectFrom('model_categories')
      .select(['model_id', 'category_id'])
      .where(sql<boolean>`model_id = any(${intArray(masterProductIds)})`)
      .orderBy('model_id')
      .orderBy('category_id')
      // Two staff assigning the same products at once wait for each other instead of racing the audit.
      .forUpdate()
      .execute()
  );
}

/** Puts each of the master products in each of the categories; a pair already there stays as it is. */
export async function addModelCategories(
  trx: Db,
  masterProductIds: readonly number[],
  categoryIds: readonly number[],
): Promise<void> {
  await sql`
        insert into model_categories (model_id, category_id)
        select m.id, c.id from models m cross join categories c
        where m.id = any(${intArray(masterProductIds)}) and c.id = any(${intArray(categoryIds)})
        on conflict do nothing
      `.execute(trx);
}

/** Takes each of the master products out of each of the categories. */
export async function removeModelCategories(
  trx: Db,
  masterProductIds: readonly number[],
  categoryIds: readonly number[],
): Promise<void> {
  await sql`
        delete from model_categories where model_id = any(${intArray(masterProductIds)}) and category_id = any(${intArray(categoryIds)})
      `.execute(trx);
}
