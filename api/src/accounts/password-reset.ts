import type { Db } from '../platform/db/schema.ts';
import { AppError } from '../platform/errors.ts';
import { hashPassword } from '../platform/password.ts';
import { deleteSessionsOfUser } from '../platform/session-repository.ts';
import { type AccountMailDeps, queuePasswordResetMail } from './account-emails.ts';
import { accountTexts } from './account-texts.ts';
import { clearFailures } from './login-attempt-repository.ts';
import {
  insertResetToken,
  isResetTokenOpen,
  useAllTokensOfUser,
  useResetToken,
} from './reset-token-repository.ts';
import { findUserByEmail, findUserById, setNewPassword } from './user-repository.ts';

// Password reset by e-mail (issue 6 item 3): a single-use link valid 60 minutes; the new password
// ends every session of the account.

export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
/** Reset requests for one e-mail per hour, so nobody can flood a customer's inbox (the route's limit). */
export const MAX_RESET_MAILS_PER_ACCOUNT = 3;
/** Reset requests from one address per hour, for any e-mails (the route's limit). */
export const MAX_RESET_MAILS_PER_ADDRESS = 10;

export interface PasswordResetDeps extends AccountMailDeps {
  db: Db;
}

/**
 * Sends the reset link when the e-mail has an account in this shop. The caller answers 202 alike
 * either way, so whether an account exists is never revealed; the route's limits count every
 * request, for known and unknown e-mails alike.
 */
export async function requestPasswordReset(
  deps: PasswordResetDeps,
  input: { email: string; ip: string },
  now = new Date(),
): Promise<void> {
  const user = await findUserByEmail(deps.db, deps.shop, input.email);
  if (!user) return;
  await deps.db.transaction().execute(async (trx) => {
    const token = await insertResetToken(trx, {
      shop: deps.shop,
      userId: user.id,
      ip: input.ip,
      now,
      lifetimeMs: RESET_TOKEN_LIFETIME_MS,
    });
    await queuePasswordResetMail(trx, deps, user.email, token, RESET_TOKEN_LIFETIME_MS / 60_000);
  });
}

/**
 * Sets the new password of the token's account. In one transaction: the token and every other
 * open token of the user are used up, every session of the user ends (whoever knew the old
 * password is signed out) and the e-mail's failed logins are forgiven. No automatic sign-in.
 */
export async function confirmPasswordReset(
  deps: { db: Db; shop: PasswordResetDeps['shop'] },
  input: { token: string; password: string },
  now = new Date(),
): Promise<void> {
  // Hashing costs half a second of CPU: a made-up token is refused before it can make us pay that.
  if (!(await isResetTokenOpen(deps.db, deps.shop, input.token, now))) throw invalidResetToken(deps.shop);
  // Done before the transaction so no row stays locked meanwhile; the use below checks the token again.
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction().execute(async (trx) => {
    const used = await useResetToken(trx, deps.shop, input.token, now);
    if (!used) throw invalidResetToken(deps.shop);
    const user = await findUserById(trx, used.userId);
    if (!user) throw invalidResetToken(deps.shop);
    await setNewPassword(trx, user.id, passwordHash, now);
    await useAllTokensOfUser(trx, user.id, now);
    await deleteSessionsOfUser(trx, user.id);
    await clearFailures(trx, deps.shop, user.email);
  });
}

function invalidResetToken(shop: PasswordResetDeps['shop']): AppError {
  const message = accountTexts[shop].invalidResetToken;
  return new AppError('validation', 'invalid_reset_token', 400, message, { form: { token: [message] } });
}
