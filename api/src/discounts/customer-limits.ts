import { sql } from 'kysely';
import type { ShopCode } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';
import { AppError } from '../platform/errors.ts';
import { discountTexts } from './discount-texts.ts';

// First-purchase and per-customer limits of a discount. A customer is known by the account and by
// every e-mail address: a visitor who types the e-mail of a customer with orders is that customer,
// and so is an account ordering under another e-mail. A cancelled order was never a purchase.

export interface Customer {
  shop: ShopCode;
  userId: number | null;
  /** Any letter case; compared lower-cased. */
  emails: string[];
}

export interface LimitedDiscount {
  discountId: number;
  firstPurchaseOnly: boolean;
  usesPerCustomer: number | null;
}

/** The customer's orders (other than `exceptOrderId`) and how many of them used each discount. */
async function historyOf(
  db: Db,
  customer: Customer,
  discountIds: number[],
  exceptOrderId: number | null,
): Promise<{ orders: number; uses: Map<number, number> }> {
  const emails = [...new Set(customer.emails.map((email) => email.toLowerCase()))];
  const orders = db
    .selectFrom('orders as o')
    .where('o.shop', '=', customer.shop)
    .where('o.status', '<>', 'cancelled')
    .$if(exceptOrderId !== null, (qb) => qb.where('o.id', '<>', exceptOrderId as number))
    .where((eb) =>
      eb.or([
        ...(customer.userId !== null ? [eb('o.user_id', '=', customer.userId)] : []),
        ...(emails.length > 0 ? [eb(sql`lower(o.email)`, 'in', emails)] : []),
        eb.val(false),
      ]),
    );
  const [count, used] = await Promise.all([
    orders.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    discountIds.length === 0
      ? Promise.resolve([])
      : orders
          .innerJoin('order_discounts as od', 'od.order_id', 'o.id')
          .where('od.discount_id', 'in', discountIds)
          .select(['od.discount_id as discountId', (eb) => eb.fn.countAll<number>().as('n')])
          .groupBy('od.discount_id')
          .execute(),
  ]);
  return {
    orders: Number(count.n),
    uses: new Map(used.map((row) => [row.discountId as number, Number(row.n)])),
  };
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
  const history = await historyOf(
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
  for (const key of keys)
    await sql`select pg_advisory_xact_lock(${sql.lit(CUSTOMER_LOCK_CLASS)}, hashtext(${`${customer.shop}:${key}`}))`.execute(
      trx,
    );
}

/** Advisory-lock class of customer locks (the second key is a hash of the customer). */
const CUSTOMER_LOCK_CLASS = 7_260_013;
