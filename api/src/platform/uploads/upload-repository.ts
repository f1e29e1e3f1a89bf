import type { Insertable } from 'kysely';
import type { Db, UploadsTable } from '../db/schema.ts';

// The uploads rows: one per stored original, written when staff upload it.

/** What serving an upload needs: its content hash (for the ETag) and its type. */
export function findUpload(db: Db, id: string): Promise<{ sha256: string; mime: string } | undefined> {
  return db.selectFrom('uploads').select(['sha256', 'mime']).where('id', '=', id).executeTakeFirst();
}

export async function insertUpload(trx: Db, upload: Insertable<UploadsTable>): Promise<void> {
  await trx.insertInto('uploads').values(upload).execute();
}
