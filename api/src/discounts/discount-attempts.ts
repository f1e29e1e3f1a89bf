import type { Db } from '../platform/db/schema.ts';
import { type AttemptSource, countFailedGuesses } from './discount-attempt-repository.ts';

// Failed discount-code guesses, counted in the database so the limit holds across every api
// instance (like failed logins). A session may fail 10 times and an address 30 times in 15 minutes.

export const DISCOUNT_ATTEMPT_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_SESSION = 10;
export const MAX_FAILURES_PER_IP = 30;

/** True when the session or the address used up its failed guesses of the last 15 minutes. */
export async function isGuessingLimited(db: Db, source: AttemptSource, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - DISCOUNT_ATTEMPT_WINDOW_MS);
  const failed = await countFailedGuesses(db, source, since);
  return failed.session >= MAX_FAILURES_PER_SESSION || failed.ip >= MAX_FAILURES_PER_IP;
}
