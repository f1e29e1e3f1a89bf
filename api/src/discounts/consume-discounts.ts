import type { PricedCart } from '../cart/priced-cart.ts';
import type { Db } from '../platform/db/schema.ts';
import { AppError } from '../platform/errors.ts';
import { customerLimitRefusal, lockCustomer } from './customer-limits.ts';
import { discountTexts } from './discount-texts.ts';
import {
  findCodeSingleUse,
  findOrderCustomer,
  insertOrderDiscount,
  markCodeUsedByOrder,
  selectLimitedDiscounts,
} from './discount-use-repository.ts';

function invalidDiscount(priced: PricedCart): AppError {
  return new AppError('conflict', 'invalid_discount', 409, discountTexts[priced.shop].invalidDiscountInCart);
}

/**
 * Finish order (inside its transaction): writes the order's discount lines and uses up single-use
 * codes. The update is guarded (`used_by_order_id is null`), so when two orders race for one code
 * only the first gets it; the other fails with 409 invalid_discount and its transaction rolls back.
 */
export async function consumeCartDiscounts(
  trx: Db,
  priced: PricedCart,
  orderId: number,
  now: Date,
): Promise<void> {
  if (priced.discounts.some((discount) => !discount.valid)) throw invalidDiscount(priced);
  await checkCustomerLimits(trx, priced, orderId);
  for (const discount of priced.discounts) {
    if (discount.discountCodeId !== null) {
      const code = await findCodeSingleUse(trx, discount.discountCodeId);
      if (!code) throw invalidDiscount(priced);
      if (code.single_use && !(await markCodeUsedByOrder(trx, discount.discountCodeId, orderId, now)))
        throw invalidDiscount(priced);
    }
    await insertOrderDiscount(trx, {
      orderId,
      discountId: discount.discountId,
      discountCodeId: discount.discountCodeId,
      label: discount.label,
      amount: discount.amount,
    });
  }
}

/**
 * First-purchase and per-customer limits against the order's billing e-mail and account (a visitor
 * is known only now). The customer is locked first, so two orders at once cannot both be "first".
 */
async function checkCustomerLimits(trx: Db, priced: PricedCart, orderId: number): Promise<void> {
  if (priced.discounts.length === 0) return;
  const limits = await selectLimitedDiscounts(
    trx,
    priced.discounts.map((discount) => discount.discountId),
  );
  if (limits.length === 0) return;
  const order = await findOrderCustomer(trx, orderId);
  const customer = {
    shop: priced.shop,
    userId: order.userId,
    emails: [order.email, order.accountEmail].filter((email): email is string => email !== null),
  };
  await lockCustomer(trx, customer);
  const refusal = await customerLimitRefusal(trx, customer, limits, orderId);
  if (refusal) throw refusal;
}
