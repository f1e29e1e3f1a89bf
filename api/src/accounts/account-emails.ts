import type { Logger } from 'pino';
import { areaPaths, passwordResetPath, type ShopCode } from 'shared-domain';
import type { Config } from '../platform/config.ts';
import type { Mailer } from '../platform/mailer.ts';
import { accountTexts } from './account-texts.ts';

// The account's e-mails: plain text in the shop's language, absolute links (PUBLIC_URL). Sending is
// best effort: a mail server that fails is logged and never undoes the registration or the request.

export interface AccountMailDeps {
  shop: ShopCode;
  config: Config;
  mailer: Mailer;
  log: Logger;
}

export function sendWelcomeMail(deps: AccountMailDeps, email: string): Promise<void> {
  const { mail } = accountTexts[deps.shop];
  return send(deps, email, mail.welcomeSubject, [
    mail.welcomeIntro(email),
    '',
    mail.welcomeAccountLink,
    absolute(deps, areaPaths[deps.shop].account),
  ]);
}

export function sendPasswordResetMail(
  deps: AccountMailDeps,
  email: string,
  token: string,
  validMinutes: number,
): Promise<void> {
  const { mail } = accountTexts[deps.shop];
  return send(deps, email, mail.resetSubject, [
    mail.resetIntro,
    absolute(deps, passwordResetPath(deps.shop, token)),
    '',
    mail.resetValidity(validMinutes),
    mail.resetIgnore,
  ]);
}

/** For an account opened at checkout: it has no password yet, the customer sets one. */
export function sendSetPasswordMail(
  deps: AccountMailDeps,
  email: string,
  orderNumber: string,
  token: string,
  validDays: number,
): Promise<void> {
  const { mail } = accountTexts[deps.shop];
  return send(deps, email, mail.setPasswordSubject, [
    mail.setPasswordIntro(orderNumber),
    absolute(deps, passwordResetPath(deps.shop, token)),
    '',
    mail.setPasswordValidity(validDays),
  ]);
}

async function send(deps: AccountMailDeps, to: string, subject: string, body: string[]): Promise<void> {
  const { mail } = accountTexts[deps.shop];
  const text = [mail.greeting, '', ...body, '', mail.signature].join('\n');
  try {
    await deps.mailer.send({ to, subject, text: `${text}\n` });
  } catch (error) {
    deps.log.error({ err: error, subject }, 'account e-mail could not be sent');
  }
}

function absolute(deps: AccountMailDeps, path: string): string {
  return `${deps.config.publicUrl}${path}`;
}
