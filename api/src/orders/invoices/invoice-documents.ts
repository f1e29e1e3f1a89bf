import { createHash } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { ShopCode } from 'shared-domain';
import type { InvoiceDocumentKind } from 'shared-domain/contracts/staff.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/schema.ts';
import { CodedError } from '../../platform/errors.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import {
  handleTrackedJob,
  type RunContext,
  startTrackedJob,
  trackedJobKind,
} from '../../platform/jobs/tracked-jobs.ts';
import { composeMail } from '../../platform/mail-layout.ts';
import type { MailMessage } from '../../platform/mailer.ts';
import { shopMessages } from '../../platform/messages/server-message.ts';
import type { OrderRow } from '../order-access.ts';
import { queueOrderMail } from '../order-emails.ts';
import { assignInvoiceNumber, findOrderById } from '../order-repository.ts';
import { orderTexts } from '../order-texts.ts';
import { invoiceAvailable } from '../order-view.ts';
import { renderDocumentPdf } from './invoice-pdf.ts';
import {
  findDocument,
  findDocumentForUpdate,
  insertDocument,
  lockDocumentState,
  markDocumentCreated,
  setDocumentRun,
} from './invoice-repository.ts';
import { invoiceTexts } from './invoice-texts.ts';

// An order's invoice or credit note: asked for (a row 'in_progress' and a tracked job, in the
// caller's transaction), then rendered by the job to a PDF under DATA_DIR/invoices (never the web
// root) and marked 'created' with the file's path, size and SHA-256, and e-mailed to the customer
// with the PDF attached. Asking again while a job renders it, or once it exists, is refused.

export interface InvoiceJobInput {
  invoiceId: number;
}
export interface InvoiceJobResult {
  number: string;
  fileSize: number;
}

export const invoicePdfJob = trackedJobKind<InvoiceJobInput, InvoiceJobResult>('orders.invoice.pdf');

/** "FA-CZ26000123" / "FF-RO26000045", as the printable HTML invoice names it too. */
export function invoiceNumberOf(shop: ShopCode, orderNumber: string): string {
  return `${shop === 'cz' ? 'FA' : 'FF'}-${orderNumber}`;
}

/** Where a document's PDF lives, relative to DATA_DIR. */
export function documentPath(shop: ShopCode, number: string): string {
  return join('invoices', shop, `${number}.pdf`);
}

/** The attachment's name in the customer's language: "faktura-FA-CZ26000123.pdf". */
export function attachmentName(shop: ShopCode, kind: InvoiceDocumentKind, number: string): string {
  const texts = invoiceTexts[shop];
  return `${kind === 'invoice' ? texts.invoiceFile : texts.creditNoteFile}-${number}.pdf`;
}

/** Why the order cannot have this document, or null. */
export function documentRefusal(
  order: OrderRow,
  kind: InvoiceDocumentKind,
  withdrawn: boolean,
): 'invoice_not_available' | 'credit_note_not_possible' | null {
  if (kind === 'invoice') return invoiceAvailable(order) ? null : 'invoice_not_available';
  const closed = order.status === 'cancelled' || withdrawn;
  // A credit note corrects an invoice: cancellations and withdrawals of invoiced orders assign its number.
  return closed && order.credit_note_number && invoiceAvailable(order) ? null : 'credit_note_not_possible';
}

/**
 * In the caller's transaction: the document's row, in progress, and the job that renders it.
 * `ifMissing` (automatic requests: payment, cancellation) leaves an existing document alone
 * instead of refusing; staff get 409 `invoice_in_progress` or `invoice_already_created`.
 */
export async function requestDocument(
  trx: Db,
  jobs: JobQueue,
  order: OrderRow,
  kind: InvoiceDocumentKind,
  options: { createdBy: number | null; ifMissing?: boolean },
): Promise<{ jobId: string; number: string } | null> {
  const number =
    kind === 'invoice'
      ? (order.invoice_number ?? invoiceNumberOf(order.shop, order.number))
      : order.credit_note_number;
  if (!number) throw new CodedError('conflict', 'credit_note_not_possible', 409);
  const existing = await findDocumentForUpdate(trx, order.id, kind);
  if (existing && !(existing.state === 'in_progress' && runEnded(existing.runStatus))) {
    if (options.ifMissing) return null;
    throw new CodedError(
      'conflict',
      existing.state === 'created' ? 'invoice_already_created' : 'invoice_in_progress',
      409,
    );
  }
  const id = existing?.id ?? (await insertDocument(trx, { orderId: order.id, kind, number }));
  if (kind === 'invoice' && !order.invoice_number) await assignInvoiceNumber(trx, order.id, number);
  const jobId = await startTrackedJob(trx, jobs, invoicePdfJob, {
    shop: order.shop,
    createdBy: options.createdBy,
    input: { invoiceId: id },
    total: 2,
  });
  await setDocumentRun(trx, id, jobId, new Date());
  return { jobId, number };
}

/** A document's job that failed or that staff cancelled: the document may be asked for again. */
export function runEnded(status: string | null): boolean {
  return status === 'failed' || status === 'cancelled';
}

/** When an order becomes paid, in that transaction: its invoice is made and mailed. */
export async function requestInvoiceOnPayment(trx: Db, jobs: JobQueue, orderId: number): Promise<void> {
  const order = await findOrderById(trx, orderId);
  if (order.payment_status !== 'paid') return;
  await requestDocument(trx, jobs, order, 'invoice', { createdBy: null, ifMissing: true });
}

/** The document's mail to the customer, the PDF attached. */
export function documentMail(
  order: OrderRow,
  kind: InvoiceDocumentKind,
  number: string,
  absolutePath: string,
): MailMessage {
  const { shop } = order;
  const texts = invoiceTexts[shop];
  const { mail } = orderTexts[shop];
  const text = shopMessages(shop);
  const values = { invoice: number, number: order.number };
  const message = composeMail(shop, {
    to: order.email ?? '',
    subject: text(kind === 'invoice' ? texts.invoiceSubject : texts.creditNoteSubject, values),
    greeting: mail.greeting,
    blocks: [
      {
        kind: 'paragraph',
        text: text(kind === 'invoice' ? texts.invoiceIntro : texts.creditNoteIntro, values),
      },
    ],
    signature: mail.signature,
  });
  return {
    ...message,
    attachments: [
      { filename: attachmentName(shop, kind, number), path: absolutePath, contentType: 'application/pdf' },
    ],
  };
}

export function handleInvoiceJobs(jobs: JobQueue, deps: { db: Db; config: Config }): void {
  handleTrackedJob(jobs, deps.db, invoicePdfJob, (run) => renderInvoiceDocument(deps, jobs, run));
}

/**
 * Renders and stores the PDF, then marks the document created and queues its mail in one
 * transaction. A retry after a crash renders again (same path, written whole then renamed) and
 * finds a document already created untouched.
 */
async function renderInvoiceDocument(
  deps: { db: Db; config: Config },
  jobs: JobQueue,
  run: RunContext<InvoiceJobInput>,
): Promise<InvoiceJobResult | null> {
  const { db, config } = deps;
  const invoice = await findDocument(db, run.input.invoiceId);
  if (!invoice) return null; // the order was deleted
  if (invoice.state === 'created') return { number: invoice.number, fileSize: invoice.file_size ?? 0 };
  const order = await findOrderById(db, invoice.order_id);
  await run.progress(0, 2);
  const rendered = await renderDocumentPdf(db, order, invoice.kind, invoice.number, new Date());
  const relative = documentPath(order.shop, invoice.number);
  const absolute = join(config.dataDir, relative);
  await mkdir(dirname(absolute), { recursive: true });
  const partial = `${absolute}.${run.runId}.part`;
  await writeFile(partial, rendered.bytes);
  await rename(partial, absolute);
  await run.progress(1, 2);
  const checksum = createHash('sha256').update(rendered.bytes).digest('hex');
  await db.transaction().execute(async (trx) => {
    const locked = await lockDocumentState(trx, invoice.id);
    if (!locked || locked.state === 'created') return;
    await markDocumentCreated(trx, invoice.id, {
      path: relative,
      size: rendered.bytes.length,
      checksum,
      total: rendered.total,
      currency: order.currency,
      createdAt: new Date(),
    });
    if (order.email)
      await queueOrderMail(
        trx,
        { jobs },
        order.shop,
        order.id,
        invoice.kind,
        documentMail(order, invoice.kind, invoice.number, absolute),
      );
  });
  await run.progress(2, 2);
  return { number: invoice.number, fileSize: rendered.bytes.length };
}
