import type { InvoiceDocument, OrderInvoices } from 'shared-domain';

// An order's invoice and credit note as the api answers them (shared-domain/contracts/admin-invoices.ts).

export function invoiceDocument(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  return {
    kind: 'invoice',
    state: 'not_created',
    number: null,
    jobId: null,
    error: null,
    createdAt: null,
    fileSize: null,
    checksum: null,
    total: null,
    sentAt: null,
    resentAt: null,
    importedTotal: null,
    importedAt: null,
    canCreate: false,
    canResend: false,
    ...overrides,
  };
}

/** No documents yet, none possible: what an order's detail shows when its test is about something else. */
export function orderInvoices(
  invoice: Partial<InvoiceDocument> = {},
  creditNote: Partial<InvoiceDocument> = {},
): OrderInvoices {
  return {
    invoice: invoiceDocument(invoice),
    creditNote: invoiceDocument({ kind: 'credit_note', ...creditNote }),
  };
}

/** The created invoice of CZ26000123, mailed to the customer. */
export const createdInvoice: Partial<InvoiceDocument> = {
  state: 'created',
  number: 'FA-CZ26000123',
  jobId: '3f1c2a54-8a8e-4c35-9b59-1a2b3c4d5e6f',
  createdAt: '2026-03-05T13:31:00.000Z',
  fileSize: 23_456,
  checksum: 'ab'.repeat(32),
  total: { amount: 1_398_000, currency: 'CZK' },
  sentAt: '2026-03-05T13:31:05.000Z',
  canResend: true,
};
