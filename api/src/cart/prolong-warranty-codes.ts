import type { ShopCode } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';
import { AppError } from '../platform/errors.ts';
import { cartTexts } from './cart-texts.ts';
import type { PricedCart } from './priced-cart.ts';

// Issued prolong-warranty codes. The check character only catches typos (its formula is public):
// a code is valid when the shop issued it. One package item holds a code at a time (the reservation,
// freed when the item leaves the cart), and the order containing it uses it up for good, in the
// order's transaction; a code prepays one piece of one order.

export interface IssuedCode {
  id: number;
  months: number;
  /** Already in an order, or held by another package. */
  taken: boolean;
}

/** The shop's issued code, locked until the transaction ends, or undefined. */
export async function findIssuedCode(
  trx: Db,
  shop: ShopCode,
  code: string,
  cartItemId: number,
): Promise<IssuedCode | undefined> {
  const row = await trx
    .selectFrom('prolong_warranty_codes as c')
    .leftJoin('cart_item_services as s', 's.id', 'c.reserved_by_service_id')
    .select(['c.id', 'c.months', 'c.used_by_order_id as usedBy', 's.cart_item_id as holder'])
    .where('c.shop', '=', shop)
    .where('c.code', '=', code)
    .forUpdate('c')
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    months: row.months,
    taken: row.usedBy !== null || (row.holder !== null && row.holder !== cartItemId),
  };
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

export function isProlongWarrantyCode(kind: string, code: string): boolean {
  return kind === 'warranty' && code.startsWith('PW-');
}

/**
 * Finish order (inside its transaction): each code of the cart is used up by this order. Only the
 * package holding it can use it (the update is guarded), so when two orders race for one code only
 * one gets it and the other's transaction rolls back with 409.
 */
export async function consumeProlongWarrantyCodes(
  trx: Db,
  cart: PricedCart,
  orderId: number,
  now: Date,
): Promise<void> {
  const texts = cartTexts[cart.shop];
  for (const line of cart.lines) {
    for (const service of line.services) {
      if (!isProlongWarrantyCode(service.kind, service.code)) continue;
      if (line.quantity > 1)
        throw new AppError('conflict', 'prolong_warranty_one_piece', 409, texts.prolongWarrantyOnePiece);
      const result = await trx
        .updateTable('prolong_warranty_codes')
        .set({ used_by_order_id: orderId, used_at: now })
        .where('shop', '=', cart.shop)
        .where('code', '=', service.code)
        .where('used_by_order_id', 'is', null)
        .where('reserved_by_service_id', 'in', (eb) =>
          eb
            .selectFrom('cart_item_services')
            .select('id')
            .where('cart_item_id', '=', line.cartItemId)
            .where('kind', '=', 'warranty'),
        )
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0)
        throw new AppError('conflict', 'prolong_warranty_code_used', 409, texts.prolongWarrantyCodeUsed);
    }
  }
}
