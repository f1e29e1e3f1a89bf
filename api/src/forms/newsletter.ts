import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { newsletterConsentText } from 'shared-domain/contracts/forms.ts';
import type { Db } from '../platform/db/schema.ts';
import { AppError } from '../platform/errors.ts';
import { spendCaptcha } from './captcha.ts';
import { type FormMailDeps, queueNewsletterConfirmMail, queueNewsletterWelcomeMail } from './form-emails.ts';
import { formTexts } from './form-texts.ts';
import {
  findSubscriber,
  lockSubscriberByTokenHash,
  markSubscriberConfirmed,
  markSubscriberUnsubscribed,
  type SignupConsent,
  upsertPendingSubscriber,
} from './newsletter-repository.ts';

// The newsletter's double opt-in: a signup is pending until the link e-mailed to the address is
// followed, so nobody subscribes someone else. One row per shop and address: signing up again
// never makes a second one, and the answer is the same whether the address was known or not (a
// confirmed address is left as it is and gets no mail). The consent's wording, time and address
// are kept with the row. Every newsletter mail carries a one-click unsubscribe link whose token
// is an HMAC of the subscriber's id, so it needs no storage and never expires.

/** How long the confirmation link works. */
const CONFIRM_VALIDITY_MS = 7 * 24 * 60 * 60 * 1000;

export type NewsletterDeps = FormMailDeps & { db: Db };

export async function signUpForNewsletter(
  deps: NewsletterDeps,
  input: { email: string; captcha: string; ip: string | null },
): Promise<void> {
  const now = new Date();
  await deps.db.transaction().execute(async (trx) => {
    await spendCaptcha(trx, deps.settings, input.captcha, now);
    const token = randomBytes(32).toString('base64url');
    const consent: SignupConsent = {
      consent_text: newsletterConsentText[deps.shop],
      consent_at: now,
      consent_ip: input.ip,
      confirm_token_hash: hashToken(token),
      confirm_expires_at: new Date(now.getTime() + CONFIRM_VALIDITY_MS),
    };
    // A new address, or a pending or unsubscribed one signing up again: pending, with a new link.
    const pending = await upsertPendingSubscriber(trx, deps.shop, input.email, consent);
    if (pending) await queueNewsletterConfirmMail(trx, deps, input.email, token);
  });
}

/** Follows the e-mailed link: the subscription is confirmed (again, for a second click). */
export async function confirmNewsletter(deps: NewsletterDeps, token: string): Promise<{ email: string }> {
  const now = new Date();
  return deps.db.transaction().execute(async (trx) => {
    const row = await lockSubscriberByTokenHash(trx, deps.shop, hashToken(token));
    if (!row || row.status === 'unsubscribed') throw invalidLink(deps);
    if (row.status === 'confirmed') return { email: row.email };
    if (!row.confirm_expires_at || row.confirm_expires_at.getTime() <= now.getTime()) throw invalidLink(deps);
    await markSubscriberConfirmed(trx, row.id, now);
    await queueNewsletterWelcomeMail(
      trx,
      deps,
      row.email,
      unsubscribeTokenOf(deps.settings.captchaSecret, row.id),
    );
    return { email: row.email };
  });
}

/** One click (the mail's link or the mail client's List-Unsubscribe-Post): unsubscribed at once. */
export async function unsubscribeFromNewsletter(
  deps: NewsletterDeps,
  token: string,
): Promise<{ email: string }> {
  const id = subscriberIdOfToken(deps.settings.captchaSecret, token);
  if (id === undefined) throw invalidLink(deps);
  const row = await findSubscriber(deps.db, deps.shop, id);
  if (!row) throw invalidLink(deps);
  if (row.status !== 'unsubscribed') await markSubscriberUnsubscribed(deps.db, id);
  return { email: row.email };
}

export function unsubscribeTokenOf(secret: string, subscriberId: number): string {
  return `${subscriberId}.${signature(secret, subscriberId)}`;
}

function subscriberIdOfToken(secret: string, token: string): number | undefined {
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const id = Number(match[1]);
  const expected = Buffer.from(signature(secret, id));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : undefined;
}

function signature(secret: string, subscriberId: number): string {
  return createHmac('sha256', secret).update(`newsletter-unsubscribe:${subscriberId}`).digest('base64url');
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** 404: the look-up limits count it as a wrong guess. */
function invalidLink(deps: Pick<NewsletterDeps, 'shop'>): AppError {
  return new AppError(
    'not_found',
    'newsletter_link_invalid',
    404,
    formTexts[deps.shop].invalidNewsletterToken,
  );
}
