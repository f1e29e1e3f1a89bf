import type { ShopCode } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';
import type { JobQueue } from '../platform/jobs/job-queue.ts';
import { queueMail } from '../platform/mail-queue.ts';
import type { MailMessage } from '../platform/mailer.ts';

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
  await trx
    .insertInto('service_order_emails')
    .columns(['order_id', 'kind', 'recipient', 'subject'])
    .expression((eb) =>
      eb
        .selectFrom('service_orders')
        .select([
          'id',
          eb.val(kind).as('kind'),
          eb.val(message.to).as('recipient'),
          eb.val(message.subject).as('subject'),
        ])
        .where('shop', '=', shop)
        .where('number', '=', number),
    )
    .execute();
}

export function selectServiceOrderEmails(db: Db, orderId: number) {
  return db
    .selectFrom('service_order_emails')
    .select(['kind', 'recipient', 'subject', 'created_at'])
    .where('order_id', '=', orderId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
