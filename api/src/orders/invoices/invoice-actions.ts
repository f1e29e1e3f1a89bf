import { join } from 'node:path';
import type { Logger } from 'pino';
import type { InvoiceDocumentKind, InvoiceResent } from 'shared-domain/contracts/staff.ts';
import { recordStaffChange, type StaffActor } from '../../platform/audit/audit-trail.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/schema.ts';
import { CodedError } from '../../platform/errors.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { type Mailer, senderOf, sendOrFail } from '../../platform/mailer.ts';
import type { OrderRow } from '../order-access.ts';
import { insertOrderEmail } from '../order-email-repository.ts';
import { findOrderForUpdate } from '../order-repository.ts';
import { isWithdrawn } from '../withdrawal-repository.ts';
import { documentMail, documentRefusal, requestDocument } from './invoice-documents.ts';
import { findCreatedInvoiceFile } from './invoice-repository.ts';
import { invoiceTexts } from './invoice-texts.ts';

// What staff do with an order's documents; each change is audited with the order.

/** Staff ask for the invoice or credit note: the row and its job, refused when not possible. */
export async function createDocument(
  deps: { db: Db; jobs: JobQueue },
  actor: StaffActor,
  order: OrderRow,
  kind: InvoiceDocumentKind,
): Promise<{ jobId: string; number: string }> {
  return deps.db.transaction().execute(async (trx) => {
    const locked = await findOrderForUpdate(trx, order.id);
    const refusal = documentRefusal(locked, kind, await isWithdrawn(trx, locked.id));
    if (refusal) throw new CodedError('conflict', refusal, 409);
    const started = await requestDocument(trx, deps.jobs, locked, kind, { createdBy: actor.id });
    if (!started) throw new CodedError('conflict', 'invoice_in_progress', 409); // not reached without ifMissing
    await recordStaffChange(trx, locked.shop, actor, {
      entity: 'order',
      entityId: locked.id,
      action: kind === 'invoice' ? 'create-invoice' : 'create-credit-note',
      before: null,
      after: { number: started.number, jobId: started.jobId },
    });
    return started;
  });
}

/**
 * Sends the created invoice again now, through the mailer, so staff learn at once when it failed
 * (502 `email_not_sent`, nothing kept). A sent mail joins the order's e-mails ("re-sent") and
 * the audit trail.
 */
export async function resendInvoice(
  deps: { db: Db; config: Config; mailer: Mailer; log: Logger },
  actor: StaffActor,
  order: OrderRow,
): Promise<InvoiceResent> {
  const { db, config } = deps;
  const invoice = await findCreatedInvoiceFile(db, order.id);
  if (!invoice?.file_path) throw new CodedError('conflict', 'invoice_not_created', 409);
  if (!order.email) throw new CodedError('upstream', 'email_not_sent', 502);
  const message = documentMail(order, 'invoice', invoice.number, join(config.dataDir, invoice.file_path));
  // The subject says it is sent again, so the customer does not take it for a second invoice.
  const subject = `${message.subject} (${invoiceTexts[order.shop].resent})`;
  await sendOrFail(
    deps.mailer,
    { ...message, subject, from: senderOf[order.shop] },
    { log: deps.log, message: 'invoice could not be re-sent', context: { order: order.number } },
  );
  await db.transaction().execute(async (trx) => {
    await insertOrderEmail(trx, {
      orderId: order.id,
      kind: 'invoice_resent',
      recipient: message.to,
      subject,
    });
    await recordStaffChange(trx, order.shop, actor, {
      entity: 'order',
      entityId: order.id,
      action: 'resend-invoice',
      before: null,
      after: { number: invoice.number, to: message.to },
    });
  });
  return { sent: true, to: message.to };
}
