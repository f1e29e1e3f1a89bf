import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import { type ShopCode, shops } from 'shared-domain';
import { companies } from './company.ts';
import { CodedError } from './errors.ts';

export interface MailMessage {
  /** The shop's sender by default (the mailer's `from`). */
  from?: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Extra headers, e.g. a newsletter's List-Unsubscribe and List-Unsubscribe-Post. */
  headers?: Record<string, string>;
  /** Files read from disk when the mail is sent (queued mails carry the path, not the bytes). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  /** An absolute path under DATA_DIR, shared by the api instances and workers. */
  path: string;
  contentType?: string;
}

export interface SentMail {
  messageId: string;
  /** Where the message was written when there is no SMTP server (development, tests). */
  outboxFile?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
  close(): void;
}

export interface MailerSettings {
  /** smtp://user:pass@host:port or smtps://… ; unset writes .eml files to `<dataDir>/outbox`. */
  smtpUrl: string | undefined;
  dataDir: string;
  from: string;
  logger: Logger;
}

/** The shop's name and its customer service address (company.ts), so a reply reaches the shop. */
export const senderOf: Record<ShopCode, string> = {
  cz: `${shops.cz.title} <${companies.cz.email}>`,
  ro: `${shops.ro.title} <${companies.ro.email}>`,
};

export interface WaitedMailFailure {
  /** The request's logger: the refusal's details reach only the log. */
  log: Logger;
  /** The log line, e.g. 'invoice could not be re-sent'. */
  message: string;
  /** Logged beside the error, e.g. the order's number. */
  context?: Record<string, unknown>;
  /** Undoes what was kept for this mail (a quote nobody received), before the caller is answered. */
  onFailure?: () => Promise<void>;
}

/**
 * Sends a mail the customer or staff wait for, so they learn at once when it did not go out: a
 * refused mail is logged, `onFailure` runs, and the caller gets 502 `email_not_sent`.
 */
export async function sendOrFail(
  mailer: Mailer,
  message: MailMessage,
  failure: WaitedMailFailure,
): Promise<SentMail> {
  try {
    return await mailer.send(message);
  } catch (error) {
    failure.log.error({ err: error, ...failure.context }, failure.message);
    await failure.onFailure?.();
    throw new CodedError('upstream', 'email_not_sent', 502);
  }
}

/** SMTP when configured; otherwise an outbox of .eml files a developer can open in any mail client. */
export function createMailer(settings: MailerSettings): Mailer {
  return settings.smtpUrl ? smtpMailer(settings.smtpUrl, settings) : outboxMailer(settings);
}

/**
 * Mail is sent while a request waits (a quote by e-mail answers whether it went out), so a server
 * that does not answer must fail fast instead of holding the request for nodemailer's minutes.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

function smtpMailer(smtpUrl: string, settings: MailerSettings): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: settings.from, ...message });
      settings.logger.info(
        { messageId: info.messageId, to: message.to, subject: message.subject },
        'mail sent',
      );
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}

function outboxMailer(settings: MailerSettings): Mailer {
  const outbox = join(settings.dataDir, 'outbox');
  // Windows newlines: .eml files are RFC 5322 messages, which use CRLF.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  let sent = 0;
  return {
    async send(message) {
      const info = await transport.sendMail({ from: settings.from, ...message });
      await mkdir(outbox, { recursive: true });
      // Named so that sorting the names gives the order of sending, also within one millisecond.
      sent += 1;
      const file = join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(sent).padStart(9, '0')}-${randomUUID()}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      settings.logger.info(
        { messageId: info.messageId, to: message.to, subject: message.subject, file },
        'mail written to outbox',
      );
      return { messageId: info.messageId, outboxFile: file };
    },
    close: () => transport.close(),
  };
}
