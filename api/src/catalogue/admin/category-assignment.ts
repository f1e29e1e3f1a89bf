import type { ShopCode } from 'shared-domain';
import type { StaffActor } from '../../platform/audit/audit-trail.ts';
import { recordStaffChanges } from '../../platform/audit/audit-trail.ts';
import type { Db } from '../../platform/db/schema.ts';
import {
  addModelCategories,
  lockModelCategories,
  removeModelCategories,
} from './category-assignment-repository.ts';

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

async function categoriesOf(trx: Db, masterProductIds: readonly number[]): Promise<Map<number, number[]>> {
  const rows = await lockModelCategories(trx, masterProductIds);
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
    if (chunk.action === 'add') await addModelCategories(trx, chunk.masterProductIds, chunk.categoryIds);
    else await removeModelCategories(trx, chunk.masterProductIds, chunk.categoryIds);
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
