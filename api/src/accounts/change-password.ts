import type { ShopCode } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';
import { AppError, unauthenticated } from '../platform/errors.ts';
import { hashPassword, verifyPassword } from '../platform/password.ts';
import { deleteSessionsOfUser } from '../platform/session-repository.ts';
import { accountTexts } from './account-texts.ts';
import { recordFailure } from './login-attempt-repository.ts';
import { checkLoginLock } from './login-lock.ts';
import { findUserById, setNewPassword } from './user-repository.ts';

/**
 * A signed-in user's new password (issue 6 item 4): the current one must be right. The session
 * that made the change stays; every other session of the user ends. Wrong current passwords count
 * as failed logins, so a stolen session cannot be used to guess the password without limit.
 */
export async function changePassword(
  deps: { db: Db; shop: ShopCode },
  input: { userId: number; sessionId: string; ip: string; currentPassword: string; password: string },
  now = new Date(),
): Promise<void> {
  const user = await findUserById(deps.db, input.userId);
  if (!user) throw unauthenticated();
  const key = { shop: deps.shop, email: user.email, ip: input.ip };
  await checkLoginLock(deps.db, key, now);
  if (!(await verifyPassword(input.currentPassword, user.password_hash))) {
    await recordFailure(deps.db, key, now);
    const message = accountTexts[deps.shop].wrongCurrentPassword;
    throw new AppError('validation', 'wrong_current_password', 400, message, {
      form: { currentPassword: [message] },
    });
  }
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction().execute(async (trx) => {
    await setNewPassword(trx, user.id, passwordHash, now);
    await deleteSessionsOfUser(trx, user.id, input.sessionId);
  });
}
