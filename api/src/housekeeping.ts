import { deleteAttemptsBefore } from './accounts/login-attempt-repository.ts';
import { FAILED_LOGIN_WINDOW_MS } from './accounts/login-lock.ts';
import { deleteResetTokensExpiredBefore } from './accounts/reset-token-repository.ts';
import { deleteImportFilesBefore, IMPORT_FILE_RETENTION_MS } from './catalogue/admin/import-files.ts';
import { deleteDiscountAttemptsBefore } from './discounts/discount-attempt-repository.ts';
import { DISCOUNT_ATTEMPT_WINDOW_MS } from './discounts/discount-attempts.ts';
import { deleteExpiredCaptchaSolutions } from './forms/captcha-repository.ts';
import { deleteExpiredCvs } from './forms/cv-files.ts';
import type { Config } from './platform/config.ts';
import type { Db } from './platform/db/schema.ts';
import { IDEMPOTENCY_KEY_RETENTION_MS } from './platform/idempotency.ts';
import { deleteIdempotencyKeysBefore } from './platform/idempotency-key-repository.ts';
import type { JobQueue } from './platform/jobs/job-queue.ts';
import { handleTrackedJob, trackedJobKind } from './platform/jobs/tracked-jobs.ts';
import { deleteRateLimitCountersBefore } from './platform/rate-limit-counter-repository.ts';
import { deleteExpiredSessions } from './platform/session-repository.ts';

/** Password-reset tokens stay a day past their expiry, a trace for questions about a late click. */
const RESET_TOKEN_RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes expired sessions, password-reset tokens expired for more than a day, login attempts and failed discount-code guesses older than their rate-limit windows, rate-limit counters
 * of windows that ended and idempotency keys past their retention. Lookups already ignore the first two; this only keeps the tables small.
 * Safe to run on several instances at once (a run after a crash may overlap the next one).
 */
export async function cleanUp(db: Db, now = new Date()): Promise<{ sessions: number }> {
  const sessions = await deleteExpiredSessions(db, now);
  await deleteAttemptsBefore(db, new Date(now.getTime() - FAILED_LOGIN_WINDOW_MS));
  await deleteDiscountAttemptsBefore(db, new Date(now.getTime() - DISCOUNT_ATTEMPT_WINDOW_MS));
  await deleteIdempotencyKeysBefore(db, new Date(now.getTime() - IDEMPOTENCY_KEY_RETENTION_MS));
  await deleteRateLimitCountersBefore(db, now);
  await deleteResetTokensExpiredBefore(db, new Date(now.getTime() - RESET_TOKEN_RETENTION_MS));
  await deleteExpiredCaptchaSolutions(db, now);
  return { sessions };
}

export const housekeepingKind = trackedJobKind<Record<string, never>, HousekeepingResult>(
  'platform.housekeeping',
  // A missed run is simply done by the next one: one quick retry, then it waits for its schedule.
  { retries: 1, delaySeconds: 30, maxDelaySeconds: 30, timeoutSeconds: 300 },
);

export interface HousekeepingResult {
  sessions: number;
  importFiles: number;
  /** Job applicants' CVs deleted at the end of their retention period. */
  cvFiles: number;
}

/**
 * The clean-up as a recurring tracked job (recurring-jobs.ts schedules it): one run per period for
 * the whole deployment, listed with the other jobs so staff see it ran. Also deletes CSV imports'
 * files past their retention under the data directory the instances share.
 */
export function handleHousekeeping(jobs: JobQueue, deps: { db: Db; config: Config }): void {
  handleTrackedJob(jobs, deps.db, housekeepingKind, async () => {
    const { sessions } = await cleanUp(deps.db);
    // After the tables: a broken data directory fails the run (staff see its error), cleaned tables stay.
    const filesBefore = new Date(Date.now() - IMPORT_FILE_RETENTION_MS);
    const importFiles = await deleteImportFilesBefore(deps.config.dataDir, filesBefore);
    // Personal data: a job applicant's CV is not kept past its retention (FORMS_CV_RETENTION_DAYS).
    const cvFiles = await deleteExpiredCvs(deps.db, deps.config.dataDir, new Date());
    return { sessions, importFiles, cvFiles };
  });
}
