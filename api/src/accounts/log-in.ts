import type { CurrentUser, ShopCode } from 'shared-domain';
import type { AfterLogin } from '../platform/auth.ts';
import type { Db, UserRow } from '../platform/db/schema.ts';
import { AppError } from '../platform/errors.ts';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from '../platform/password.ts';
import { createSession, type NewSession } from '../platform/session.ts';
import { deleteSession } from '../platform/session-repository.ts';
import { accountTexts } from './account-texts.ts';
import { clearFailures, recordFailure } from './login-attempt-repository.ts';
import { checkLoginLock } from './login-lock.ts';
import { findUserByEmail, updatePasswordHash } from './user-repository.ts';

export interface LogInDeps {
  db: Db;
  shop: ShopCode;
  afterLogin: AfterLogin[];
}

export interface LogInInput {
  email: string;
  password: string;
  ip: string;
  /** Keep the session across browser restarts, up to its absolute expiry. */
  rememberMe?: boolean;
  /** The caller's session before login; it is replaced, never promoted (session fixation). */
  previousSessionId: string | null;
}

export async function logIn(
  deps: LogInDeps,
  input: LogInInput,
  now = new Date(),
): Promise<{ user: CurrentUser; session: NewSession }> {
  const key = { shop: deps.shop, email: input.email.toLowerCase(), ip: input.ip };
  // A locked login is refused before the password is looked at, so even the right one fails.
  await checkLoginLock(deps.db, key, now);

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
      accountTexts[deps.shop].invalidCredentials,
    );
  }
  if (needsRehash(user.password_hash))
    await updatePasswordHash(deps.db, user.id, await hashPassword(input.password));

  const session = await deps.db.transaction().execute(async (trx) => {
    const created = await signIn(trx, deps, {
      userId: user.id,
      previousSessionId: input.previousSessionId,
      remember: input.rememberMe ?? false,
      now,
    });
    await clearFailures(trx, deps.shop, key.email);
    return created;
  });
  return { user: toCurrentUser(user), session };
}

/**
 * Opens a session for the user inside the caller's transaction, the way every sign-in does (login,
 * registration): a new id, the other components adopt the visitor's cart and favourites, and the
 * visitor's session is deleted.
 */
export async function signIn(
  trx: Db,
  deps: LogInDeps,
  input: { userId: number; previousSessionId: string | null; remember: boolean; now: Date },
): Promise<NewSession> {
  const created = await createSession(trx, deps.shop, input.userId, input.now, { remember: input.remember });
  const event = {
    shop: deps.shop,
    userId: input.userId,
    previousSessionId: input.previousSessionId,
    sessionId: created.id,
  };
  for (const hook of deps.afterLogin) await hook(trx, event);
  if (input.previousSessionId) await deleteSession(trx, input.previousSessionId);
  return created;
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
