import type { Logger } from 'pino';
import { areaPaths, passwordResetPath, type ShopCode } from 'shared-domain';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/schema.ts';
import type { JobQueue } from '../platform/jobs/job-queue.ts';
import { queueMail } from '../platform/mail-queue.ts';
import { accountTexts } from './account-texts.ts';

// The account's e-mails: plain text in the shop's language, absolute links (PUBLIC_URL). Each is
// queued in the transaction that makes the change owing it (mail-queue.ts): a mail server that
// fails delays the mail and never undoes the registration or the request.

export interface AccountMailDeps {
  shop: ShopCode;
  config: Config;
  jobs: JobQueue;
  log: Logger;
}

export function queueWelcomeMail(trx: Db, deps: AccountMailDeps, email: string): Promise<void> {
  const { mail } = accountTexts[deps.shop];
  return queue(trx, deps, email, mail.welcomeSubject, [
    mail.welcomeIntro(email),
    '',
    mail.welcomeAccountLink,
    absolute(deps, areaPaths[deps.shop].account),
  ]);
}

export function queuePasswordResetMail(
  trx: Db,
  deps: AccountMailDeps,
  email: string,
  token: string,
  validMinutes: number,
): Promise<void> {
  const { mail } = accountTexts[deps.shop];
  return queue(trx, deps, email, mail.resetSubject, [
    mail.resetIntro,
    absolute(deps, passwordResetPath(deps.shop, token)),
    '',
    mail.resetValidity(validMinutes),
    mail.resetIgnore,
  ]);
}

/** For an account opened at checkout: it has no password yet, the customer sets one. */
export function queueSetPasswordMail(
  trx: Db,
  deps: AccountMailDeps,
  email: string,
  orderNumber: string,
  token: string,
  validDays: number,
): Promise<void> {
  const { mail } = accountTexts[deps.shop];
  return queue(trx, deps, email, mail.setPasswordSubject, [
    mail.setPasswordIntro(orderNumber),
    absolute(deps, passwordResetPath(deps.shop, token)),
    '',
    mail.setPasswordValidity(validDays),
  ]);
}

function queue(trx: Db, deps: AccountMailDeps, to: string, subject: string, body: string[]): Promise<void> {
  const { mail } = accountTexts[deps.shop];
  const text = [mail.greeting, '', ...body, '', mail.signature].join('\n');
  return queueMail(trx, deps.jobs, deps.shop, { to, subject, text: `${text}\n` });
}

function absolute(deps: AccountMailDeps, path: string): string {
  return `${deps.config.publicUrl}${path}`;
}
