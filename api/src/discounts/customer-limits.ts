import type { Db } from '../platform/db/schema.ts';
import { AppError } from '../platform/errors.ts';
import { discountTexts } from './discount-texts.ts';
import { type Customer, lockCustomerKey, selectCustomerHistory } from './discount-use-repository.ts';

// First-purchase and per-customer limits of a discount. A customer is known by the account and by
// every e-mail address: a visitor who types the e-mail of a customer with orders is that customer,
// and so is an account ordering under another e-mail. A cancelled order was never a purchase.

export interface LimitedDiscount {
  discountId: number;
  firstPurchaseOnly: boolean;
  usesPerCustomer: number | null;
}

/**
 * The refusal of the first discount the customer may not use, or null. The messages name the
 * code field (the discount form shows them there; an order shows the sentence).
 */
export async function customerLimitRefusal(
  db: Db,
  customer: Customer,
  discounts: LimitedDiscount[],
  exceptOrderId: number | null,
): Promise<AppError | null> {
  const limited = discounts.filter((d) => d.firstPurchaseOnly || d.usesPerCustomer !== null);
  if (limited.length === 0) return null;
  const history = await selectCustomerHistory(
    db,
    customer,
    limited.map((d) => d.discountId),
    exceptOrderId,
  );
  const texts = discountTexts[customer.shop];
  for (const discount of limited) {
    if (discount.firstPurchaseOnly && history.orders > 0)
      return new AppError('conflict', 'discount_first_purchase_only', 409, texts.firstPurchaseOnly);
    const uses = history.uses.get(discount.discountId) ?? 0;
    if (discount.usesPerCustomer !== null && uses >= discount.usesPerCustomer)
      return new AppError('conflict', 'discount_customer_limit', 409, texts.customerLimitReached);
  }
  return null;
}

/**
 * Serialises the orders of one customer (by e-mail and by account) until the transaction ends, so
 * two orders placed at once cannot both be the customer's "first".
 */
export async function lockCustomer(trx: Db, customer: Customer): Promise<void> {
  const keys = [
    ...[...new Set(customer.emails.map((email) => email.toLowerCase()))].sort().map((e) => `email:${e}`),
    ...(customer.userId !== null ? [`user:${customer.userId}`] : []),
  ];
  for (const key of keys) await lockCustomerKey(trx, `${customer.shop}:${key}`);
}
