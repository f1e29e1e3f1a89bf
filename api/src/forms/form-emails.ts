import type { FormSubmissionKind, ShopCode } from 'shared-domain';
import { newsletterConfirmPath, newsletterUnsubscribePath } from 'shared-domain/form-paths.ts';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/schema.ts';
import type { JobQueue } from '../platform/jobs/job-queue.ts';
import { composeMail, type MailBlock } from '../platform/mail-layout.ts';
import { queueMail } from '../platform/mail-queue.ts';
import type { MailMessage } from '../platform/mailer.ts';
import { shopMessages } from '../platform/messages/server-message.ts';
import { formTexts } from './form-texts.ts';
import type { FormsSettings } from './forms-settings.ts';

// The forms' e-mails, queued in the transaction that stores what owes them (mail-queue.ts): staff
// learn of each submission, the sender gets a confirmation in the shop's language, and the
// newsletter's subscriber confirms the signup by a link (double opt-in).

export interface FormMailDeps {
  shop: ShopCode;
  config: Config;
  jobs: JobQueue;
  settings: FormsSettings;
}

/** The admin inbox's page of one submission (mfe-admin admin-paths.ts: `inbox`). */
const inboxPages: Record<ShopCode, string> = { cz: '/admin/schranka', ro: '/admin/mesaje' };

export type SentFields = readonly (readonly [field: string, value: string])[];

export async function queueSubmissionMails(
  trx: Db,
  deps: FormMailDeps,
  submission: { id: number; kind: FormSubmissionKind; email: string; fields: SentFields; hasCv: boolean },
): Promise<void> {
  const texts = formTexts[deps.shop];
  const text = shopMessages(deps.shop);
  const kind = texts.kindNames[submission.kind];
  const facts = { kind: 'facts', rows: labelled(deps.shop, submission.fields) } as const;
  const staffBlocks: MailBlock[] = [
    { kind: 'paragraph', text: text(texts.mail.staffIntro, { kind }) },
    facts,
  ];
  if (submission.hasCv)
    staffBlocks.push({
      kind: 'paragraph',
      text: text(texts.mail.staffCvAttached, { days: deps.settings.cvRetentionDays }),
    });
  staffBlocks.push({
    kind: 'link',
    text: texts.mail.staffInboxLink,
    url: `${deps.config.publicUrl}${inboxPages[deps.shop]}/${submission.id}`,
  });
  await queue(trx, deps, {
    to: deps.settings.staffEmail,
    subject: text(texts.mail.staffSubject, { kind, email: submission.email }),
    blocks: staffBlocks,
    replyTo: submission.email,
  });
  await queue(trx, deps, {
    to: submission.email,
    subject: texts.mail.confirmationSubject,
    blocks: [
      { kind: 'paragraph', text: text(texts.mail.confirmationIntro, { kind }) },
      { kind: 'paragraph', text: texts.mail.confirmationCopy },
      facts,
    ],
  });
}

export function queueNewsletterConfirmMail(trx: Db, deps: FormMailDeps, email: string, token: string) {
  const { mail } = formTexts[deps.shop];
  return queue(trx, deps, {
    to: email,
    subject: mail.newsletterConfirmSubject,
    blocks: [
      {
        kind: 'link',
        text: mail.newsletterConfirmIntro,
        url: `${deps.config.publicUrl}${newsletterConfirmPath(deps.shop, token)}`,
      },
      { kind: 'paragraph', text: mail.newsletterConfirmIgnore },
    ],
  });
}

/** The first newsletter mail: like every later one, with its unsubscribe link and headers. */
export function queueNewsletterWelcomeMail(
  trx: Db,
  deps: FormMailDeps,
  email: string,
  unsubscribeToken: string,
) {
  const { mail } = formTexts[deps.shop];
  const links = newsletterUnsubscribeLinks(deps, unsubscribeToken);
  return queue(trx, deps, {
    to: email,
    subject: mail.newsletterWelcomeSubject,
    blocks: [
      { kind: 'paragraph', text: shopMessages(deps.shop)(mail.newsletterWelcomeIntro, { email }) },
      { kind: 'link', text: mail.newsletterUnsubscribe, url: links.page },
    ],
    headers: links.headers,
  });
}

/**
 * What every newsletter mail carries: the unsubscribe page's link for the text, and the headers
 * with which a mail client offers "unsubscribe" itself (RFC 8058 one-click: the client POSTs
 * `List-Unsubscribe=One-Click` to the api's address, no page, no confirmation).
 */
export function newsletterUnsubscribeLinks(
  deps: Pick<FormMailDeps, 'shop' | 'config'>,
  token: string,
): { page: string; headers: Record<string, string> } {
  const oneClick = `${deps.config.publicUrl}/api/new/forms/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
  return {
    page: `${deps.config.publicUrl}${newsletterUnsubscribePath(deps.shop, token)}`,
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

function labelled(shop: ShopCode, fields: SentFields): [string, string][] {
  const names = formTexts[shop].fieldNames;
  return fields.map(([field, value]) => [names[field] ?? field, value]);
}

function queue(
  trx: Db,
  deps: FormMailDeps,
  mail: {
    to: string;
    subject: string;
    blocks: MailBlock[];
    replyTo?: string;
    headers?: Record<string, string>;
  },
): Promise<void> {
  const { mail: texts } = formTexts[deps.shop];
  const message: MailMessage = {
    ...composeMail(deps.shop, {
      to: mail.to,
      subject: mail.subject,
      greeting: texts.greeting,
      blocks: mail.blocks,
      signature: texts.signature,
      publicUrl: deps.config.publicUrl,
    }),
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    ...(mail.headers ? { headers: mail.headers } : {}),
  };
  return queueMail(trx, deps.jobs, deps.shop, message);
}
