import type { CurrentUser, ShopCode } from 'shared-domain';
import type { AccountKind } from 'shared-domain/contracts';
import type { Db } from './db/schema.ts';

export interface StoredSession {
  /** sha256 of the cookie value. */
  id: string;
  shop: ShopCode;
  userId: number | null;
  lastSeenAt: Date;
  expiresAt: Date;
  absoluteExpiresAt: Date;
  /** "Remember me": idles until the absolute expiry and has a persistent cookie. */
  remember: boolean;
  user: CurrentUser | null;
  /** The signed-in account's kind: a branch's 'shop' account is a caller of its own to access rules. */
  accountKind: AccountKind | null;
}

/** The session with its user in one query, or null; expired rows are returned too (the caller cleans them). */
export async function findSession(db: Db, id: string, shop: ShopCode): Promise<StoredSession | null> {
  const row = await db
    .selectFrom('sessions as s')
    .leftJoin('users as u', 'u.id', 's.user_id')
    .select([
      's.id',
      's.shop',
      's.user_id',
      's.last_seen_at',
      's.expires_at',
      's.absolute_expires_at',
      's.remember',
      'u.email',
      'u.first_name',
      'u.last_name',
      'u.role',
      'u.company_name',
      'u.kind',
    ])
    .where('s.id', '=', id)
    .where('s.shop', '=', shop)
    .executeTakeFirst();
  if (!row) return null;
  const user: CurrentUser | null =
    row.user_id !== null && row.email !== null && row.role !== null
      ? {
          id: row.user_id,
          email: row.email,
          firstName: row.first_name ?? '',
          lastName: row.last_name ?? '',
          role: row.role,
          companyName: row.company_name ?? null,
        }
      : null;
  return {
    id: row.id,
    shop: row.shop,
    userId: row.user_id,
    lastSeenAt: row.last_seen_at,
    expiresAt: row.expires_at,
    absoluteExpiresAt: row.absolute_expires_at,
    remember: row.remember,
    user,
    accountKind: user ? (row.kind ?? 'personal') : null,
  };
}

export async function insertSession(
  db: Db,
  session: {
    id: string;
    shop: ShopCode;
    userId: number | null;
    now: Date;
    expiresAt: Date;
    absoluteExpiresAt: Date;
    remember: boolean;
  },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      shop: session.shop,
      user_id: session.userId,
      created_at: session.now,
      last_seen_at: session.now,
      expires_at: session.expiresAt,
      absolute_expires_at: session.absoluteExpiresAt,
      remember: session.remember,
    })
    .execute();
}

export async function touchSession(db: Db, id: string, now: Date, expiresAt: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: now, expires_at: expiresAt })
    .where('id', '=', id)
    .execute();
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/**
 * Ends every session of a user (a password reset), or every one but `exceptId` (a password change
 * keeps the session that made it).
 */
export async function deleteSessionsOfUser(db: Db, userId: number, exceptId?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptId) query = query.where('id', '<>', exceptId);
  await query.execute();
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
