import type { Insertable } from 'kysely';
import type { ShopCode } from 'shared-domain';
import type { Db, RegisteredWarrantiesTable } from '../platform/db/schema.ts';

// Registered extended warranties and the invoiced pieces they are checked against.

export async function insertRegisteredWarranty(
  db: Db,
  warranty: Insertable<RegisteredWarrantiesTable>,
): Promise<void> {
  await db.insertInto('registered_warranties').values(warranty).execute();
}

/** The order of this shop's invoice `invoiceNumber` when it shipped the IMEI, else undefined. */
export async function findInvoicedImei(
  db: Db,
  shop: ShopCode,
  invoiceNumber: string,
  imei: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('invoices as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .innerJoin('order_items as oi', 'oi.order_id', 'o.id')
    .innerJoin('product_serials as ps', 'ps.order_item_id', 'oi.id')
    .select('o.id')
    .where('o.shop', '=', shop)
    .where('i.kind', '=', 'invoice')
    .where('i.number', '=', invoiceNumber)
    .where('ps.serial', '=', imei)
    .executeTakeFirst();
  return row?.id;
}
