import type { ShopCode } from 'shared-domain';
import type { InvoiceDocumentKind } from 'shared-domain/contracts/staff.ts';
import type { Db } from '../../platform/db/schema.ts';

// An order's invoice and credit note rows (invoices): asked for, rendered, imported prices.

/** The order's document of this kind once its PDF is made: its number and where the file lies. */
export function findCreatedDocument(db: Db, orderId: number, kind: InvoiceDocumentKind) {
  return db
    .selectFrom('invoices')
    .select(['number', 'file_path', 'file_size'])
    .where('order_id', '=', orderId)
    .where('kind', '=', kind)
    .where('state', '=', 'created')
    .executeTakeFirst();
}

/** The order's created invoice: its number and where the file lies. */
export function findCreatedInvoiceFile(db: Db, orderId: number) {
  return db
    .selectFrom('invoices')
    .select(['number', 'file_path'])
    .where('order_id', '=', orderId)
    .where('kind', '=', 'invoice')
    .where('state', '=', 'created')
    .executeTakeFirst();
}

/** The order's document of this kind with its job's status, locked until the transaction ends. */
export function findDocumentForUpdate(trx: Db, orderId: number, kind: InvoiceDocumentKind) {
  return trx
    .selectFrom('invoices as i')
    .leftJoin('job_runs as r', 'r.id', 'i.run_id')
    .select(['i.id', 'i.state', 'r.status as runStatus'])
    .where('i.order_id', '=', orderId)
    .where('i.kind', '=', kind)
    .forUpdate('i')
    .executeTakeFirst();
}

/** A new document, in progress; answers its id. */
export async function insertDocument(
  trx: Db,
  document: { orderId: number; kind: InvoiceDocumentKind; number: string },
): Promise<number> {
  const { id } = await trx
    .insertInto('invoices')
    .values({
      order_id: document.orderId,
      kind: document.kind,
      number: document.number,
      state: 'in_progress',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The job that renders the document, and when it was asked for. */
export async function setDocumentRun(
  trx: Db,
  invoiceId: number,
  runId: string,
  requestedAt: Date,
): Promise<void> {
  await trx
    .updateTable('invoices')
    .set({ run_id: runId, requested_at: requestedAt })
    .where('id', '=', invoiceId)
    .execute();
}

export function findDocument(db: Db, invoiceId: number) {
  return db.selectFrom('invoices').selectAll().where('id', '=', invoiceId).executeTakeFirst();
}

/** The document's state, locked until the transaction ends. */
export function lockDocumentState(trx: Db, invoiceId: number) {
  return trx
    .selectFrom('invoices')
    .select('state')
    .where('id', '=', invoiceId)
    .forUpdate()
    .executeTakeFirst();
}

/** The document's PDF is made: where it lies, its size and checksum, the total it prints. */
export async function markDocumentCreated(
  trx: Db,
  invoiceId: number,
  file: {
    path: string;
    size: number;
    checksum: string;
    total: number;
    currency: string;
    createdAt: Date;
  },
): Promise<void> {
  await trx
    .updateTable('invoices')
    .set({
      state: 'created',
      file_path: file.path,
      file_size: file.size,
      checksum: file.checksum,
      total_amount: file.total,
      currency: file.currency,
      created_at: file.createdAt,
    })
    .where('id', '=', invoiceId)
    .execute();
}

/** Both documents of the order with their jobs' status and error. */
export function listOrderDocuments(db: Db, orderId: number) {
  return db
    .selectFrom('invoices as i')
    .leftJoin('job_runs as r', 'r.id', 'i.run_id')
    .selectAll('i')
    .select(['r.status as runStatus', 'r.error as runError'])
    .where('i.order_id', '=', orderId)
    .execute();
}

/** The shop's invoices with these numbers, with their order's total and VAT. */
export function findInvoicesByNumber(db: Db, shop: ShopCode, numbers: readonly string[]) {
  return db
    .selectFrom('invoices as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .where('o.shop', '=', shop)
    .where('i.kind', '=', 'invoice')
    .where('i.number', 'in', numbers)
    .select(['i.id', 'i.number', 'i.imported_total', 'i.imported_vat', 'o.total_amount', 'o.vat_amount'])
    .execute();
}

/** The prices the accounting system confirmed for the invoice, and when. */
export async function setImportedPrices(
  trx: Db,
  invoiceId: number,
  prices: { total: number; vat: number; importedAt: Date },
): Promise<void> {
  await trx
    .updateTable('invoices')
    .set({ imported_total: prices.total, imported_vat: prices.vat, imported_at: prices.importedAt })
    .where('id', '=', invoiceId)
    .execute();
}
