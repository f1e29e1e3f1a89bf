import type { Db } from '../platform/db/schema.ts';

// The list of e-mails sent about an order (order_emails), as staff see it in the order's detail.

/** Keeps a sent or queued mail of the order; without `createdAt` the row is stamped by the database. */
export async function insertOrderEmail(
  db: Db,
  email: { orderId: number; kind: string; recipient: string; subject: string; createdAt?: Date },
): Promise<void> {
  await db
    .insertInto('order_emails')
    .values({
      order_id: email.orderId,
      kind: email.kind,
      recipient: email.recipient,
      subject: email.subject,
      // Kysely leaves out an undefined value, so the column keeps its default.
      created_at: email.createdAt,
    })
    .execute();
}

/** The order's e-mails, oldest first. */
export function listOrderEmails(db: Db, orderId: number) {
  return db
    .selectFrom('order_emails')
    .select(['created_at', 'kind', 'recipient', 'subject'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

/** The order's e-mails that carried its invoice or credit note, oldest first. */
export function listDocumentEmails(db: Db, orderId: number) {
  return db
    .selectFrom('order_emails')
    .select(['kind', 'created_at'])
    .where('order_id', '=', orderId)
    .where('kind', 'in', ['invoice', 'invoice_resent', 'credit_note'])
    .orderBy('id')
    .execute();
}
