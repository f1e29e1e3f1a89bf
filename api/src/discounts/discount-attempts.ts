import type { ShopCode } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';

// Failed discount-code guesses, counted in the database so the limit holds across every api
// instance (like failed logins). A session may fail 10 times and an address 30 times in 15 minutes.

export const DISCOUNT_ATTEMPT_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_SESSION = 10;
export const MAX_FAILURES_PER_IP = 30;

export interface AttemptSource {
  shop: ShopCode;
  sessionId: string;
  ip: string;
}

/** True when the session or the address used up its failed guesses of the last 15 minutes. */
export async function isGuessingLimited(db: Db, source: AttemptSource, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - DISCOUNT_ATTEMPT_WINDOW_MS);
  const row = await db
    .selectFrom('discount_attempts')
    .select((eb) => [
      eb.fn.countAll<number>().filterWhere('session_id', '=', source.sessionId).as('session'),
      eb.fn.countAll<number>().filterWhere('ip', '=', source.ip).as('ip'),
    ])
    .where('shop', '=', source.shop)
    .where('attempted_at', '>', since)
    .where((eb) => eb.or([eb('session_id', '=', source.sessionId), eb('ip', '=', source.ip)]))
    .executeTakeFirstOrThrow();
  return Number(row.session) >= MAX_FAILURES_PER_SESSION || Number(row.ip) >= MAX_FAILURES_PER_IP;
}

export async function recordFailedGuess(db: Db, source: AttemptSource, now: Date): Promise<void> {
  await db
    .insertInto('discount_attempts')
    .values({ shop: source.shop, session_id: source.sessionId, ip: source.ip, attempted_at: now })
    .execute();
}

/** Housekeeping: attempts older than the window no longer count. */
export async function deleteDiscountAttemptsBefore(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('discount_attempts').where('attempted_at', '<=', before).execute();
}
