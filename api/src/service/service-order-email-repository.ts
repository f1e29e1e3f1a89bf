import type { ShopCode } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';

// The e-mails each repair was sent (kind, recipient, subject), as its staff detail lists them.

/** Records a mail against the repair `number` of the shop, in the caller's transaction. */
export async function insertServiceOrderEmail(
  trx: Db,
  shop: ShopCode,
  number: string,
  email: { kind: string; recipient: string; subject: string },
): Promise<void> {
  await trx
    .insertInto('service_order_emails')
    .columns(['order_id', 'kind', 'recipient', 'subject'])
    .expression((eb) =>
      eb
        .selectFrom('service_orders')
        .select([
          'id',
          eb.val(email.kind).as('kind'),
          eb.val(email.recipient).as('recipient'),
          eb.val(email.subject).as('subject'),
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
