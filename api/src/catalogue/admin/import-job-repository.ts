import type { Db } from '../../platform/db/schema.ts';

// What an import's apply reads besides the file: the dry run's input, the staff member who
// confirmed it, and the audit row a committed apply left.

export function findRunInput(db: Db, runId: string) {
  return db.selectFrom('job_runs').where('id', '=', runId).select(['input']).executeTakeFirstOrThrow();
}

/** Locks the job run's row (the lock two attempts of one apply meet at). */
export async function lockRun(trx: Db, runId: string): Promise<void> {
  await trx.selectFrom('job_runs').where('id', '=', runId).select('id').forUpdate().execute();
}

/** The user's id and e-mail, as the audit trail names its actor. */
export function findUser(db: Db, userId: number) {
  return db.selectFrom('users').where('id', '=', userId).select(['id', 'email']).executeTakeFirst();
}

/** The state after an audited change (entity, id, action), if it was recorded. */
export function findAuditedAfter(db: Db, change: { entity: string; entityId: string; action: string }) {
  return db
    .selectFrom('audit_log')
    .where('entity', '=', change.entity)
    .where('entity_id', '=', change.entityId)
    .where('action', '=', change.action)
    .select('after')
    .executeTakeFirst();
}
