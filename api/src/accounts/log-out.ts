import type { Db } from '../platform/db/schema.ts';
import { deleteSession } from '../platform/session-repository.ts';

/** Deleting the row is the logout: the cookie value is worthless from here on, wherever it was copied to. */
export async function logOut(db: Db, sessionId: string | null): Promise<void> {
  if (sessionId) await deleteSession(db, sessionId);
}
