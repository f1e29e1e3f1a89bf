import type { ShopCode } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';
import { AppError } from '../platform/errors.ts';
import { cartTexts } from './cart-texts.ts';
import type { PricedCart } from './priced-cart.ts';
import { lockIssuedCode, markCodeUsedByOrder } from './prolong-warranty-code-repository.ts';

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
  const row = await lockIssuedCode(trx, shop, code);
  if (!row) return undefined;
  return {
    id: row.id,
    months: row.months,
    taken: row.usedBy !== null || (row.holder !== null && row.holder !== cartItemId),
  };
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
      if (!(await markCodeUsedByOrder(trx, cart.shop, service.code, line.cartItemId, orderId, now)))
        throw new AppError('conflict', 'prolong_warranty_code_used', 409, texts.prolongWarrantyCodeUsed);
    }
  }
}
