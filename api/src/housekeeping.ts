import type { Logger } from 'pino';
import { deleteAttemptsBefore } from './accounts/login-attempt-repository.ts';
import { FAILED_LOGIN_WINDOW_MS } from './accounts/login-lock.ts';
import { deleteResetTokensExpiredBefore } from './accounts/reset-token-repository.ts';
import { deleteImportFilesBefore, IMPORT_FILE_RETENTION_MS } from './catalogue/admin/import-files.ts';
import { DISCOUNT_ATTEMPT_WINDOW_MS, deleteDiscountAttemptsBefore } from './discounts/discount-attempts.ts';
import type { Db } from './platform/db/schema.ts';
import { deleteIdempotencyKeysBefore, IDEMPOTENCY_KEY_RETENTION_MS } from './platform/idempotency.ts';
import { deleteRateLimitCountersBefore } from './platform/rate-limit.ts';
import { deleteExpiredSessions } from './platform/session-repository.ts';

const INTERVAL_MS = 10 * 60 * 1000;
/** Password-reset tokens stay a day past their expiry, a trace for questions about a late click. */
const RESET_TOKEN_RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes expired sessions, password-reset tokens expired for more than a day, login attempts and failed discount-code guesses older than their rate-limit windows, rate-limit counters
 * of windows that ended and idempotency keys past their retention. Lookups already ignore the first two; this only keeps the tables small.
 * Safe to run on every instance at once.
 */
export async function cleanUp(db: Db, now = new Date()): Promise<{ sessions: number }> {
  const sessions = await deleteExpiredSessions(db, now);
  await deleteAttemptsBefore(db, new Date(now.getTime() - FAILED_LOGIN_WINDOW_MS));
  await deleteDiscountAttemptsBefore(db, new Date(now.getTime() - DISCOUNT_ATTEMPT_WINDOW_MS));
  await deleteIdempotencyKeysBefore(db, new Date(now.getTime() - IDEMPOTENCY_KEY_RETENTION_MS));
  await deleteRateLimitCountersBefore(db, now);
  await deleteResetTokensExpiredBefore(db, new Date(now.getTime() - RESET_TOKEN_RETENTION_MS));
  return { sessions };
}

/** Also deletes CSV imports' files past their retention under `dataDir` (shared by the instances). */
export function scheduleHousekeeping(db: Db, logger: Logger, dataDir: string): () => void {
  const run = () => {
    const filesBefore = new Date(Date.now() - IMPORT_FILE_RETENTION_MS);
    deleteImportFilesBefore(dataDir, filesBefore).catch((error: unknown) =>
      logger.warn({ err: error }, 'deleting old import files failed'),
    );
    cleanUp(db).then(
      ({ sessions }) => logger.debug({ sessions }, 'housekeeping done'),
      (error: unknown) => logger.warn({ err: error }, 'housekeeping failed'),
    );
  };
  run();
  const timer = setInterval(run, INTERVAL_MS);
  // The timer alone must not keep the process alive during shutdown.
  timer.unref();
  return () => clearInterval(timer);
}
