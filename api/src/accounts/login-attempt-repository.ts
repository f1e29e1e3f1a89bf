import type { ShopCode } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';

// Failed logins are counted in the database, not in memory, so the limit holds across every
// api instance behind the load balancer (ARCHITECTURE §8).

export interface AttemptKey {
  shop: ShopCode;
  email: string;
  ip: string;
}

export async function recentFailures(
  db: Db,
  key: AttemptKey,
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  const row = await db
    .selectFrom('login_attempts')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('attempted_at').as('oldest')])
    .where('shop', '=', key.shop)
    .where('email', '=', key.email)
    .where('ip', '=', key.ip)
    .where('attempted_at', '>', since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), oldest: row.oldest ? new Date(row.oldest) : null };
}

export async function recordFailure(db: Db, key: AttemptKey, at: Date): Promise<void> {
  await db
    .insertInto('login_attempts')
    .values({ ...key, attempted_at: at })
    .execute();
}

export async function clearFailures(db: Db, key: AttemptKey): Promise<void> {
  await db
    .deleteFrom('login_attempts')
    .where('shop', '=', key.shop)
    .where('email', '=', key.email)
    .where('ip', '=', key.ip)
    .execute();
}

export async function deleteAttemptsBefore(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('login_attempts').where('attempted_at', '<=', before).execute();
}
