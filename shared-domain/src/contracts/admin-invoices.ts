import { z } from 'zod';
import { storableString } from '../validation/storable-string.ts';
import { moneySchema } from './money.ts';

// An order's invoice and credit note as staff see them (not created, in progress, created; once
// sent, they can be re-sent):
//   GET  /api/new/admin/orders/{number}/invoices            both documents' state
//   POST /api/new/admin/orders/{number}/invoice             create the invoice (a tracked job)
//   POST /api/new/admin/orders/{number}/invoice/resend      e-mail the created invoice again
//   GET  /api/new/admin/orders/{number}/invoice.pdf         the invoice's PDF
//   POST /api/new/admin/orders/{number}/credit-note         create the credit note (a tracked job)
//   GET  /api/new/admin/orders/{number}/credit-note.pdf     the credit note's PDF
// The jobs' progress is at /api/new/admin/jobs/{jobId}.

export const invoiceDocumentKinds = ['invoice', 'credit_note'] as const;
export type InvoiceDocumentKind = (typeof invoiceDocumentKinds)[number];

/** No document yet (or its last job failed), its job is rendering it, or its PDF is stored. */
export const invoiceStates = ['not_created', 'in_progress', 'created'] as const;
export type InvoiceState = (typeof invoiceStates)[number];

export const invoiceDocumentSchema = z.object({
  kind: z.enum(invoiceDocumentKinds),
  state: z.enum(invoiceStates),
  /** Known once the document is asked for (invoices) or the order is cancelled or withdrawn from. */
  number: storableString().nullable(),
  /** The job rendering (or last rendering) the PDF. */
  jobId: storableString().nullable(),
  /** Why the last job failed; the document then counts as not created and may be asked for again. */
  error: storableString().nullable(),
  createdAt: storableString().nullable(),
  fileSize: z.number().int().nullable(),
  /** SHA-256 of the PDF, hex. */
  checksum: storableString().nullable(),
  /** The printed total (negative for a credit note). */
  total: moneySchema.nullable(),
  /** When the document was first e-mailed to the customer, and last re-sent. */
  sentAt: storableString().nullable(),
  resentAt: storableString().nullable(),
  /** The total the invoice price import confirmed, and when. */
  importedTotal: moneySchema.nullable(),
  importedAt: storableString().nullable(),
  /** Staff may ask for the document now. */
  canCreate: z.boolean(),
  /** Staff may e-mail it again (created, and the order has an e-mail address). */
  canResend: z.boolean(),
});
export type InvoiceDocument = z.infer<typeof invoiceDocumentSchema>;

export const orderInvoicesSchema = z.object({
  invoice: invoiceDocumentSchema,
  creditNote: invoiceDocumentSchema,
});
export type OrderInvoices = z.infer<typeof orderInvoicesSchema>;

export const invoiceResentSchema = z.object({ sent: z.literal(true), to: storableString() });
export type InvoiceResent = z.infer<typeof invoiceResentSchema>;
