import type { Db } from '../platform/db/schema.ts';
// The forms' tables are declared beside them (form-tables.ts); this brings them into every program.
import type {} from './form-tables.ts';

// Spent captcha solutions (captcha_solutions), kept by their signature until the challenge expires.

/** Records the solution as spent; false when its signature was spent already (a replay). */
export async function insertSpentSolution(trx: Db, signature: string, expiresAt: Date): Promise<boolean> {
  const spent = await trx
    .insertInto('captcha_solutions')
    .values({ signature, expires_at: expiresAt })
    .onConflict((conflict) => conflict.column('signature').doNothing())
    .returning('signature')
    .executeTakeFirst();
  return spent !== undefined;
}

/** Spent solutions are kept until their challenge expires; later they would be refused anyway. */
export async function deleteExpiredCaptchaSolutions(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('captcha_solutions').where('expires_at', '<', now).execute();
}
