import type { InvoiceDocumentKind } from 'shared-domain/contracts/staff.ts';
import type { Db } from '../../platform/db/schema.ts';

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
