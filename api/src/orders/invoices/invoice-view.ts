import { shops } from 'shared-domain';
import type { InvoiceDocument, InvoiceDocumentKind, OrderInvoices } from 'shared-domain/contracts/staff.ts';
import type { Db } from '../../platform/db/schema.ts';
import type { OrderRow } from '../order-access.ts';
import { listDocumentEmails } from '../order-email-repository.ts';
import { isWithdrawn } from '../withdrawal-repository.ts';
import { documentRefusal, runEnded } from './invoice-documents.ts';
import { listOrderDocuments } from './invoice-repository.ts';

// Both documents of an order as the staff detail shows them: state, file, e-mails, imported price.

/** The order_emails kinds that carried each document. */
const MAIL_KINDS: Record<InvoiceDocumentKind, { sent: string; resent: string | null }> = {
  invoice: { sent: 'invoice', resent: 'invoice_resent' },
  credit_note: { sent: 'credit_note', resent: null },
};

export async function orderInvoicesOf(db: Db, order: OrderRow): Promise<OrderInvoices> {
  const [rows, emails, withdrawn] = await Promise.all([
    listOrderDocuments(db, order.id),
    listDocumentEmails(db, order.id),
    isWithdrawn(db, order.id),
  ]);
  const { currency } = shops[order.shop];
  const iso = (date: Date | string | null | undefined) => (date ? new Date(date).toISOString() : null);
  const documentOf = (kind: InvoiceDocumentKind): InvoiceDocument => {
    const row = rows.find((r) => r.kind === kind);
    const failed = row?.state === 'in_progress' && runEnded(row.runStatus);
    const state = !row || failed ? 'not_created' : row.state;
    const mails = MAIL_KINDS[kind];
    const sent = emails.filter((e) => e.kind === mails.sent);
    const resent = emails.filter((e) => e.kind === mails.resent);
    const number =
      row?.number ?? (kind === 'invoice' ? order.invoice_number : order.credit_note_number) ?? null;
    return {
      kind,
      state,
      number,
      jobId: row?.run_id ?? null,
      error: failed ? (row?.runError ?? null) : null,
      createdAt: iso(row?.created_at),
      fileSize: row?.file_size ?? null,
      checksum: row?.checksum ?? null,
      total: row?.total_amount == null ? null : { amount: row.total_amount, currency },
      sentAt: iso(sent[0]?.created_at),
      resentAt: iso(resent.at(-1)?.created_at),
      importedTotal: row?.imported_total == null ? null : { amount: row.imported_total, currency },
      importedAt: iso(row?.imported_at),
      canCreate: state === 'not_created' && documentRefusal(order, kind, withdrawn) === null,
      canResend: kind === 'invoice' && state === 'created' && Boolean(order.email),
    };
  };
  return { invoice: documentOf('invoice'), creditNote: documentOf('credit_note') };
}
