import type { Db } from '../platform/db/schema.ts';

// The staff changes kept in audit_log, as an entity's History tab reads them.

/** One page of the entity's changes, newest first; with their total. */
export async function selectEntityHistoryPage(
  db: Db,
  entity: string,
  entityId: string,
  paging: { page: number; pageSize: number },
) {
  const ofEntity = db.selectFrom('audit_log').where('entity', '=', entity).where('entity_id', '=', entityId);
  const [rows, count] = await Promise.all([
    ofEntity
      .select(['id', 'created_at', 'actor_email', 'action', 'before', 'after'])
      .orderBy('id', 'desc')
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize)
      .execute(),
    ofEntity.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
