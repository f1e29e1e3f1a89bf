import type { ShopCode } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';

// Failed discount-code guesses (discount_attempts), kept per session and address.

export interface AttemptSource {
  shop: ShopCode;
  sessionId: string;
  ip: string;
}

/** The failed guesses since `since`, of the session and of the address. */
export async function countFailedGuesses(
  db: Db,
  source: AttemptSource,
  since: Date,
): Promise<{ session: number; ip: number }> {
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
  return { session: Number(row.session), ip: Number(row.ip) };
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
