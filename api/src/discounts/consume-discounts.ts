import type { PricedCart } from '../cart/priced-cart.ts';
import type { Db } from '../platform/db/schema.ts';
import { AppError } from '../platform/errors.ts';
import { customerLimitRefusal, lockCustomer } from './customer-limits.ts';
import { discountTexts } from './discount-texts.ts';

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
      const code = await trx
        .selectFrom('discount_codes')
        .select('single_use')
        .where('id', '=', discount.discountCodeId)
        .executeTakeFirst();
      if (!code) throw invalidDiscount(priced);
      if (code.single_use) {
        const result = await trx
          .updateTable('discount_codes')
          .set({ used_by_order_id: orderId, used_at: now })
          .where('id', '=', discount.discountCodeId)
          .where('used_by_order_id', 'is', null)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) throw invalidDiscount(priced);
      }
    }
    await trx
      .insertInto('order_discounts')
      .values({
        order_id: orderId,
        discount_id: discount.discountId,
        discount_code_id: discount.discountCodeId,
        label: discount.label,
        amount: discount.amount,
      })
      .execute();
  }
}

/**
 * First-purchase and per-customer limits against the order's billing e-mail and account (a visitor
 * is known only now). The customer is locked first, so two orders at once cannot both be "first".
 */
async function checkCustomerLimits(trx: Db, priced: PricedCart, orderId: number): Promise<void> {
  if (priced.discounts.length === 0) return;
  const limits = await trx
    .selectFrom('discounts')
    .select([
      'id as discountId',
      'first_purchase_only as firstPurchaseOnly',
      'uses_per_customer as usesPerCustomer',
    ])
    .where(
      'id',
      'in',
      priced.discounts.map((discount) => discount.discountId),
    )
    .where((eb) => eb.or([eb('first_purchase_only', '=', true), eb('uses_per_customer', 'is not', null)]))
    .execute();
  if (limits.length === 0) return;
  const order = await trx
    .selectFrom('orders as o')
    .leftJoin('users as u', 'u.id', 'o.user_id')
    .select(['o.email', 'o.user_id as userId', 'u.email as accountEmail'])
    .where('o.id', '=', orderId)
    .executeTakeFirstOrThrow();
  const customer = {
    shop: priced.shop,
    userId: order.userId,
    emails: [order.email, order.accountEmail].filter((email): email is string => email !== null),
  };
  await lockCustomer(trx, customer);
  const refusal = await customerLimitRefusal(trx, customer, limits, orderId);
  if (refusal) throw refusal;
}
