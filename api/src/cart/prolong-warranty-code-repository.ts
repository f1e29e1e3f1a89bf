import type { ShopCode } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';

// The issued prolong-warranty codes and the package items holding them (reservations).

/** The shop's issued code with the package holding it, the code row locked until the transaction ends. */
export async function lockIssuedCode(
  trx: Db,
  shop: ShopCode,
  code: string,
): Promise<{ id: number; months: number; usedBy: number | null; holder: number | null } | undefined> {
  return trx
    .selectFrom('prolong_warranty_codes as c')
    .leftJoin('cart_item_services as s', 's.id', 'c.reserved_by_service_id')
    .select(['c.id', 'c.months', 'c.used_by_order_id as usedBy', 's.cart_item_id as holder'])
    .where('c.shop', '=', shop)
    .where('c.code', '=', code)
    .forUpdate('c')
    .executeTakeFirst();
}

/** Lets the package item `serviceId` hold the code; false when another item or an order has it. */
export async function reserveCode(trx: Db, codeId: number, serviceId: number): Promise<boolean> {
  const result = await trx
    .updateTable('prolong_warranty_codes')
    .set({ reserved_by_service_id: serviceId })
    .where('id', '=', codeId)
    .where('used_by_order_id', 'is', null)
    .where('reserved_by_service_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Carts merged at sign-in copy their package items: the code stays held by the copy. */
export async function moveReservation(trx: Db, fromServiceId: number, toServiceId: number): Promise<void> {
  await trx
    .updateTable('prolong_warranty_codes')
    .set({ reserved_by_service_id: toServiceId })
    .where('reserved_by_service_id', '=', fromServiceId)
    .execute();
}

/** Whether the package holds a prolong-warranty code (which prepays one piece). */
export async function holdsProlongWarrantyCode(trx: Db, cartItemId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('cart_item_services')
    .select('id')
    .where('cart_item_id', '=', cartItemId)
    .where('kind', '=', 'warranty')
    .where('code', 'like', 'PW-%')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Marks the code used by the order, guarded: only while unused and held by a warranty item of the
 * package `cartItemId`. False when nothing was marked (another order got it first).
 */
export async function markCodeUsedByOrder(
  trx: Db,
  shop: ShopCode,
  code: string,
  cartItemId: number,
  orderId: number,
  now: Date,
): Promise<boolean> {
  const result = await trx
    .updateTable('prolong_warranty_codes')
    .set({ used_by_order_id: orderId, used_at: now })
    .where('shop', '=', shop)
    .where('code', '=', code)
    .where('used_by_order_id', 'is', null)
    .where('reserved_by_service_id', 'in', (eb) =>
      eb
        .selectFrom('cart_item_services')
        .select('id')
        .where('cart_item_id', '=', cartItemId)
        .where('kind', '=', 'warranty'),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) !== 0;
}
