import { createHash, randomBytes } from 'node:crypto';
import type { ShopCode } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';

// Single-use password-reset tokens. The e-mail carries 256 random bits (base64url); the table keeps
// only their sha256, so a leaked table resets no passwords.

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Stores a new token for the user and returns its clear text (for the e-mail only). */
export async function insertResetToken(
  db: Db,
  token: { shop: ShopCode; userId: number; ip: string; now: Date; lifetimeMs: number },
): Promise<string> {
  const clear = randomBytes(32).toString('base64url');
  await db
    .insertInto('password_reset_tokens')
    .values({
      shop: token.shop,
      user_id: token.userId,
      token_hash: hashResetToken(clear),
      requested_ip: token.ip,
      created_at: token.now,
      expires_at: new Date(token.now.getTime() + token.lifetimeMs),
    })
    .execute();
  return clear;
}

/**
 * Marks the token used if it is live (known in this shop, unused, unexpired) and answers its
 * user. One conditional update, so of two confirmations racing with one token only one succeeds.
 */
export async function useResetToken(
  trx: Db,
  shop: ShopCode,
  token: string,
  now: Date,
): Promise<{ userId: number } | undefined> {
  const row = await trx
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hashResetToken(token))
    .where('shop', '=', shop)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row ? { userId: row.user_id } : undefined;
}

/** Whether the token is issued, unused and unexpired right now (its use still re-checks this). */
export async function isResetTokenOpen(db: Db, shop: ShopCode, token: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('password_reset_tokens')
    .select('id')
    .where('token_hash', '=', hashResetToken(token))
    .where('shop', '=', shop)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

/** After a reset, the user's other links stop working too. */
export async function useAllTokensOfUser(trx: Db, userId: number, now: Date): Promise<void> {
  await trx
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

export async function deleteResetTokensExpiredBefore(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('password_reset_tokens').where('expires_at', '<=', before).execute();
}
