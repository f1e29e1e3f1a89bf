import type { Logger } from 'pino';
import { areaPaths, passwordResetPath, type ShopCode } from 'shared-domain';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/schema.ts';
import type { JobQueue } from '../platform/jobs/job-queue.ts';
import { composeMail, type MailBlock } from '../platform/mail-layout.ts';
import { queueMail } from '../platform/mail-queue.ts';
import { shopMessages } from '../platform/messages/server-message.ts';
import { accountTexts } from './account-texts.ts';

// The account's e-mails: text and HTML in the shop's language, absolute links (PUBLIC_URL). Each is
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
    { kind: 'paragraph', text: shopMessages(deps.shop)(mail.welcomeIntro, { email }) },
    { kind: 'link', text: mail.welcomeAccountLink, url: absolute(deps, areaPaths[deps.shop].account) },
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
  const validity = shopMessages(deps.shop)(mail.resetValidity, { minutes: validMinutes });
  return queue(trx, deps, email, mail.resetSubject, [
    { kind: 'link', text: mail.resetIntro, url: absolute(deps, passwordResetPath(deps.shop, token)) },
    { kind: 'paragraph', text: `${validity}\n${mail.resetIgnore}` },
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
  const text = shopMessages(deps.shop);
  return queue(trx, deps, email, mail.setPasswordSubject, [
    {
      kind: 'link',
      text: text(mail.setPasswordIntro, { number: orderNumber }),
      url: absolute(deps, passwordResetPath(deps.shop, token)),
    },
    { kind: 'paragraph', text: text(mail.setPasswordValidity, { days: validDays }) },
  ]);
}

function queue(
  trx: Db,
  deps: AccountMailDeps,
  to: string,
  subject: string,
  blocks: MailBlock[],
): Promise<void> {
  const { mail } = accountTexts[deps.shop];
  const message = composeMail(deps.shop, {
    to,
    subject,
    greeting: mail.greeting,
    blocks,
    signature: mail.signature,
    publicUrl: deps.config.publicUrl,
  });
  return queueMail(trx, deps.jobs, deps.shop, message);
}

function absolute(deps: AccountMailDeps, path: string): string {
  return `${deps.config.publicUrl}${path}`;
}
