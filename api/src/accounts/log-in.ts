import type { CurrentUser, ShopCode } from 'shared-domain';
import type { AfterLogin } from '../platform/auth.ts';
import type { Db, UserRow } from '../platform/db/schema.ts';
import { AppError } from '../platform/errors.ts';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from '../platform/password.ts';
import { createSession, type NewSession } from '../platform/session.ts';
import { deleteSession } from '../platform/session-repository.ts';
import { clearFailures, recentFailures, recordFailure } from './login-attempt-repository.ts';
import { findUserByEmail, updatePasswordHash } from './user-repository.ts';

export const MAX_FAILED_LOGINS = 10;
export const FAILED_LOGIN_WINDOW_MS = 15 * 60 * 1000;

export interface LogInDeps {
  db: Db;
  shop: ShopCode;
  afterLogin: AfterLogin[];
}

export interface LogInInput {
  email: string;
  password: string;
  ip: string;
  /** The caller's session before login; it is replaced, never promoted (session fixation). */
  previousSessionId: string | null;
}

export async function logIn(
  deps: LogInDeps,
  input: LogInInput,
  now = new Date(),
): Promise<{ user: CurrentUser; session: NewSession }> {
  const key = { shop: deps.shop, email: input.email.toLowerCase(), ip: input.ip };
  const failures = await recentFailures(deps.db, key, new Date(now.getTime() - FAILED_LOGIN_WINDOW_MS));
  if (failures.count >= MAX_FAILED_LOGINS) throw tooManyAttempts(failures.oldest, now);

  const user = await findUserByEmail(deps.db, deps.shop, key.email);
  const valid = user
    ? await verifyPassword(input.password, user.password_hash)
    : await verifyAgainstDummy(input.password);
  if (!user || !valid) {
    await recordFailure(deps.db, key, now);
    throw new AppError(
      'unauthenticated',
      'invalid_credentials',
      401,
      'The e-mail or the password is not correct.',
    );
  }
  if (needsRehash(user.password_hash))
    await updatePasswordHash(deps.db, user.id, await hashPassword(input.password));

  const session = await deps.db.transaction().execute(async (trx) => {
    const created = await createSession(trx, deps.shop, user.id, now);
    const event = {
      shop: deps.shop,
      userId: user.id,
      previousSessionId: input.previousSessionId,
      sessionId: created.id,
    };
    for (const hook of deps.afterLogin) await hook(trx, event);
    if (input.previousSessionId) await deleteSession(trx, input.previousSessionId);
    await clearFailures(trx, key);
    return created;
  });
  return { user: toCurrentUser(user), session };
}

function tooManyAttempts(oldest: Date | null, now: Date): AppError {
  const retryAt = (oldest?.getTime() ?? now.getTime()) + FAILED_LOGIN_WINDOW_MS;
  const retryAfterSeconds = Math.max(1, Math.ceil((retryAt - now.getTime()) / 1000));
  return new AppError(
    'rate_limited',
    'too_many_attempts',
    429,
    'Too many failed sign-in attempts. Try again later.',
    undefined,
    { 'Retry-After': String(retryAfterSeconds) },
  );
}

export function toCurrentUser(user: UserRow): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    role: user.role,
    companyName: user.company_name,
  };
}
