import type { Db } from '../db/schema.ts';

/** What serving an upload needs: its content hash (for the ETag) and its type. */
export function findUpload(db: Db, id: string): Promise<{ sha256: string; mime: string } | undefined> {
  return db.selectFrom('uploads').select(['sha256', 'mime']).where('id', '=', id).executeTakeFirst();
}
