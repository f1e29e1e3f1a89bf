import { sql } from 'kysely';
import type { ShopCode } from 'shared-domain';
import type { Db } from '../../platform/db/schema.ts';
import { containsPattern, modelRefs } from './model-search-repository.ts';

// Meta masters (meta_masters) and which master products are in each (meta_master_models).

/** Every meta master (or those whose name contains `q`) with how many master products it has. */
export function findMetaMastersWithCounts(db: Db, q?: string) {
  let query = db
    .selectFrom('meta_masters as mm')
    .select([
      'mm.id',
      'mm.name',
      (eb) =>
        eb
          .selectFrom('meta_master_models as mmm')
          .whereRef('mmm.meta_master_id', '=', 'mm.id')
          .select(eb.fn.countAll<string>().as('count'))
          .as('count'),
    ]);
  if (q) query = query.where('mm.name', 'ilike', containsPattern(q));
  return query.orderBy('mm.name').orderBy('mm.id').execute();
}

export function findMetaMaster(db: Db, id: number) {
  return db.selectFrom('meta_masters').where('id', '=', id).select(['id', 'name']).executeTakeFirst();
}

/** The meta master's master products, by manufacturer and name. */
export function findMetaMasterModels(db: Db, shop: ShopCode, id: number) {
  return modelRefs(db, shop)
    .innerJoin('meta_master_models as mmm', 'mmm.model_id', 'm.id')
    .where('mmm.meta_master_id', '=', id)
    .orderBy('mf.name')
    .orderBy('m.name')
    .orderBy('m.id')
    .execute();
}

export async function otherMetaMasters(db: Db, excludedId: number) {
  return db
    .selectFrom('meta_masters')
    .where('id', '<>', excludedId)
    .select(['id', 'name'])
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** The meta masters the master products `modelIds` are in. */
export function findMemberships(db: Db, modelIds: readonly number[]) {
  return db
    .selectFrom('meta_master_models as mmm')
    .innerJoin('meta_masters as mm', 'mm.id', 'mmm.meta_master_id')
    .where('mmm.model_id', 'in', modelIds)
    .select(['mmm.model_id as modelId', 'mm.id', 'mm.name'])
    .execute();
}

export function insertMetaMaster(trx: Db, name: string) {
  return trx.insertInto('meta_masters').values({ name }).returning('id').executeTakeFirstOrThrow();
}

export async function updateMetaMasterName(trx: Db, id: number, name: string): Promise<void> {
  await trx.updateTable('meta_masters').set({ name }).where('id', '=', id).execute();
}

export async function deleteMetaMasterRow(trx: Db, id: number): Promise<void> {
  await trx.deleteFrom('meta_masters').where('id', '=', id).execute();
}

export async function lockMetaMaster(trx: Db, id: number): Promise<void> {
  await sql`select id from meta_masters where id = ${id} for update`.execute(trx);
}

/** The meta master the master product is in, its membership row locked. */
export function lockMembershipOf(trx: Db, modelId: number) {
  return trx
    .selectFrom('meta_master_models')
    .where('model_id', '=', modelId)
    .select('meta_master_id')
    .forUpdate()
    .executeTakeFirst();
}

export async function deleteMembershipOf(trx: Db, modelId: number): Promise<void> {
  await trx.deleteFrom('meta_master_models').where('model_id', '=', modelId).execute();
}

/** Puts the master product in the meta master, moving it out of the one it was in. */
export async function upsertMembership(trx: Db, modelId: number, metaMasterId: number): Promise<void> {
  await trx
    .insertInto('meta_master_models')
    .values({ model_id: modelId, meta_master_id: metaMasterId })
    .onConflict((oc) => oc.column('model_id').doUpdateSet({ meta_master_id: metaMasterId }))
    .execute();
}
