import type { ApiErrorBody } from 'shared-domain';
import type { LoginLock } from 'shared-domain/contracts';
import type { Db } from '../platform/db/schema.ts';
import { AppError } from '../platform/errors.ts';
import { accountTexts } from './account-texts.ts';
import { type AttemptKey, type FailureScope, lockingFailure } from './login-attempt-repository.ts';

// Login limits (issue 6): an e-mail with 10 failures from any address within 15 minutes is locked,
// and so is an address with 30 failures for any e-mails. The lock ends when the failure that
// reached the limit is 15 minutes old.

export const FAILED_LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILED_LOGINS_PER_ACCOUNT = 10;
export const MAX_FAILED_LOGINS_PER_ADDRESS = 30;

const limits: Record<FailureScope, number> = {
  account: MAX_FAILED_LOGINS_PER_ACCOUNT,
  address: MAX_FAILED_LOGINS_PER_ADDRESS,
};

/** The 429 of a locked login; its body carries the lock next to the shared error fields. */
export class LoginLockedError extends AppError {
  readonly lock: LoginLock;

  constructor(lock: LoginLock, message: string) {
    super('rate_limited', 'too_many_attempts', 429, message, undefined, {
      'Retry-After': String(lock.retryAfterSeconds),
    });
    this.lock = lock;
  }

  override toBody(): ApiErrorBody {
    return { ...super.toBody(), lock: this.lock };
  }
}

/** Throws LoginLockedError when the key's e-mail or address is locked (the account lock first). */
export async function checkLoginLock(db: Db, key: AttemptKey, now: Date): Promise<void> {
  const since = new Date(now.getTime() - FAILED_LOGIN_WINDOW_MS);
  for (const scope of ['account', 'address'] as const) {
    const reachedAt = await lockingFailure(db, key, scope, since, limits[scope]);
    if (!reachedAt) continue;
    const retryAfterMs = reachedAt.getTime() + FAILED_LOGIN_WINDOW_MS - now.getTime();
    const retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    const minutes = Math.ceil(retryAfterSeconds / 60);
    throw new LoginLockedError(
      { scope, retryAfterSeconds },
      accountTexts[key.shop].tooManyAttempts[scope](minutes),
    );
  }
}
