import type { ShopCode } from 'shared-domain';
import type { Db } from './db/schema.ts';
import { type JobQueue, jobType, type RetryPolicy } from './jobs/job-queue.ts';
import { type Mailer, type MailMessage, senderOf } from './mailer.ts';

// Every e-mail a change owes the customer (order, buyout, repair, account, status changes) is
// rendered while the change is made and recorded in its transaction; a worker sends it once that
// commits. A crash after the commit delays the mail, a rollback means it never existed, and a mail
// server that fails is tried again for hours before the mail is given up (and kept for staff).

export interface QueuedMail {
  /** Sent as this shop: the api of either shop may be the one whose worker sends it. */
  shop: ShopCode;
  message: MailMessage;
}

/** About ten attempts over four to six hours: 30 s, 1 min, 2 min, … up to an hour apart. */
export const MAIL_RETRY: RetryPolicy = {
  retries: 10,
  delaySeconds: 30,
  maxDelaySeconds: 3600,
  // A batch of mails sent one by one, each within the mailer's SMTP timeouts (under a minute):
  // an attempt not done after this died with its process.
  timeoutSeconds: 300,
};

export const sendMailJob = jobType<QueuedMail>('mail.send', {
  retry: MAIL_RETRY,
  // The message may carry a password link; once sent it is not kept longer than needed.
  keepDoneSeconds: 3600,
});

/** Records the mail in the transaction of the change that owes it. */
export function queueMail(trx: Db, jobs: JobQueue, shop: ShopCode, message: MailMessage): Promise<void> {
  return jobs.enqueue(trx, sendMailJob, { shop, message });
}

/** This process sends the queued mails through `mailer`. */
export function handleQueuedMail(
  jobs: JobQueue,
  mailer: Mailer,
  options: { retry?: RetryPolicy } = {},
): void {
  jobs.handle(
    sendMailJob,
    async ({ shop, message }) => {
      await mailer.send({ ...message, from: senderOf[shop] });
    },
    options,
  );
}
