import type { CurrentUser } from 'shared-domain';
import type { registerRequestSchemaFor } from 'shared-domain/contracts';
import type { z } from 'zod';
import { AppError } from '../platform/errors.ts';
import { hashPassword } from '../platform/password.ts';
import type { NewSession } from '../platform/session.ts';
import { type AccountMailDeps, queueWelcomeMail } from './account-emails.ts';
import { accountTexts } from './account-texts.ts';
import { type LogInDeps, signIn, toCurrentUser } from './log-in.ts';
import { insertUserIfNew } from './user-repository.ts';

export type Registration = z.output<ReturnType<typeof registerRequestSchemaFor>>;

export type RegisterDeps = LogInDeps & AccountMailDeps;

/**
 * Opens an account (issue 6 item 1) and signs it in like a login does (a normal session, not a
 * remembered one; the visitor's cart and favourites move over). The welcome e-mail is queued
 * with the account.
 */
export async function register(
  deps: RegisterDeps,
  input: Registration & { previousSessionId: string | null },
  now = new Date(),
): Promise<{ user: CurrentUser; session: NewSession }> {
  const passwordHash = await hashPassword(input.password);
  const result = await deps.db.transaction().execute(async (trx) => {
    const user = await insertUserIfNew(trx, {
      shop: deps.shop,
      email: input.email,
      password_hash: passwordHash,
      first_name: input.firstName,
      last_name: input.lastName,
      role: input.business ? 'business' : 'customer',
      company_name: input.business ? (input.companyName ?? null) : null,
      ico: input.business ? (input.companyId ?? null) : null,
      vat_id: input.business ? (input.vatId ?? null) : null,
      phone: input.phone,
      consent_marketing: input.consentMarketing,
      terms_accepted_at: now,
    });
    if (!user) throw emailTaken(deps.shop);
    const session = await signIn(trx, deps, {
      userId: user.id,
      previousSessionId: input.previousSessionId,
      remember: false,
      now,
    });
    await queueWelcomeMail(trx, deps, user.email);
    return { user: toCurrentUser(user), session };
  });
  return result;
}

function emailTaken(shop: RegisterDeps['shop']): AppError {
  const message = accountTexts[shop].emailTaken;
  return new AppError('conflict', 'email_taken', 409, message, { form: { email: [message] } });
}
