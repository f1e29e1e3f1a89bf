import type { ShopCode } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';
import type { JobQueue } from '../platform/jobs/job-queue.ts';
import { queueMail } from '../platform/mail-queue.ts';
import type { MailMessage } from '../platform/mailer.ts';
import { insertServiceOrderEmail } from './service-order-email-repository.ts';

// Every e-mail a repair owes its customer is queued with the change and listed on the repair's
// staff detail (kind, recipient, subject), as the orders' e-mails are.

/** 'booked' (the confirmation), 'status' (a status change) or 'requote' (a new price to approve). */
export type ServiceEmailKind = 'booked' | 'status' | 'requote';

/** Queues the mail in the change's transaction and records it against the repair `number`. */
export async function queueServiceEmail(
  trx: Db,
  jobs: JobQueue,
  shop: ShopCode,
  number: string,
  kind: ServiceEmailKind,
  message: MailMessage,
): Promise<void> {
  await queueMail(trx, jobs, shop, message);
  await insertServiceOrderEmail(trx, shop, number, { kind, recipient: message.to, subject: message.subject });
}
