import type { Insertable } from 'kysely';
import type { AuditLogTable, Db } from '../db/schema.ts';

// The staff changes written to audit_log.

/** All the rows in one insert, so a bulk action over thousands of rows stays one statement. */
export async function insertAuditLogRows(trx: Db, rows: readonly Insertable<AuditLogTable>[]): Promise<void> {
  await trx.insertInto('audit_log').values(rows).execute();
}
