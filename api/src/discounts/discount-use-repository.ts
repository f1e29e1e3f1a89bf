import { sql } from 'kysely';
import type { ShopCode } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';

// What using discounts in an order reads and writes: the customer's earlier orders and their
// discounts, the customer lock, single-use codes and the order's discount lines.

export interface Customer {
  shop: ShopCode;
  userId: number | null;
  /** Any letter case; compared lower-cased. */
  emails: string[];
}

/** The customer's orders (other than `exceptOrderId`) and how many of them used each discount. */
export async function selectCustomerHistory(
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

/** Advisory-lock class of customer locks (the second key is a hash of the customer). */
const CUSTOMER_LOCK_CLASS = 7_260_013;

/** Takes the transaction's advisory lock of one customer key (`shop:email:…` or `shop:user:…`). */
export async function lockCustomerKey(trx: Db, customerKey: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(${sql.lit(CUSTOMER_LOCK_CLASS)}, hashtext(${customerKey}))`.execute(
    trx,
  );
}

/** Whether the code is single-use; undefined for a code that no longer exists. */
export async function findCodeSingleUse(db: Db, discountCodeId: number) {
  return db
    .selectFrom('discount_codes')
    .select('single_use')
    .where('id', '=', discountCodeId)
    .executeTakeFirst();
}

/** Uses the code up for the order, guarded: false when another order has it already. */
export async function markCodeUsedByOrder(
  trx: Db,
  discountCodeId: number,
  orderId: number,
  now: Date,
): Promise<boolean> {
  const result = await trx
    .updateTable('discount_codes')
    .set({ used_by_order_id: orderId, used_at: now })
    .where('id', '=', discountCodeId)
    .where('used_by_order_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) !== 0;
}

export async function insertOrderDiscount(
  trx: Db,
  line: { orderId: number; discountId: number; discountCodeId: number | null; label: string; amount: number },
): Promise<void> {
  await trx
    .insertInto('order_discounts')
    .values({
      order_id: line.orderId,
      discount_id: line.discountId,
      discount_code_id: line.discountCodeId,
      label: line.label,
      amount: line.amount,
    })
    .execute();
}

/** The discounts among `discountIds` with a first-purchase or per-customer limit. */
export async function selectLimitedDiscounts(db: Db, discountIds: number[]) {
  return db
    .selectFrom('discounts')
    .select([
      'id as discountId',
      'first_purchase_only as firstPurchaseOnly',
      'uses_per_customer as usesPerCustomer',
    ])
    .where('id', 'in', discountIds)
    .where((eb) => eb.or([eb('first_purchase_only', '=', true), eb('uses_per_customer', 'is not', null)]))
    .execute();
}

/** Who placed the order: its billing e-mail and its account with the account's e-mail. */
export async function findOrderCustomer(db: Db, orderId: number) {
  return db
    .selectFrom('orders as o')
    .leftJoin('users as u', 'u.id', 'o.user_id')
    .select(['o.email', 'o.user_id as userId', 'u.email as accountEmail'])
    .where('o.id', '=', orderId)
    .executeTakeFirstOrThrow();
}
