import type { ShopCode } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';

// Failed logins are counted in the database, not in memory, so the limit holds across every
// api instance behind the load balancer. Two counts are read from the same rows:
// an e-mail's failures from any address (someone guessing one account's password from many
// machines) and an address's failures for any e-mail (one machine trying many accounts).

export interface AttemptKey {
  shop: ShopCode;
  email: string;
  ip: string;
}

export type FailureScope = 'account' | 'address';

/**
 * The time of the `limit`-th newest failure after `since`: the lock lasts until that one leaves
 * the window (then fewer than `limit` failures remain). Null when there are fewer than `limit`.
 */
export async function lockingFailure(
  db: Db,
  key: AttemptKey,
  scope: FailureScope,
  since: Date,
  limit: number,
): Promise<Date | null> {
  const row = await db
    .selectFrom('login_attempts')
    .select('attempted_at')
    .where('shop', '=', key.shop)
    .where(scope === 'account' ? 'email' : 'ip', '=', scope === 'account' ? key.email : key.ip)
    .where('attempted_at', '>', since)
    .orderBy('attempted_at', 'desc')
    .offset(limit - 1)
    .limit(1)
    .executeTakeFirst();
  return row ? new Date(row.attempted_at) : null;
}

export async function recordFailure(db: Db, key: AttemptKey, at: Date): Promise<void> {
  await db
    .insertInto('login_attempts')
    .values({ ...key, attempted_at: at })
    .execute();
}

/** A successful sign-in or a password reset forgives the e-mail's failures, from every address. */
export async function clearFailures(db: Db, shop: ShopCode, email: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('shop', '=', shop).where('email', '=', email).execute();
}

export async function deleteAttemptsBefore(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('login_attempts').where('attempted_at', '<=', before).execute();
}
