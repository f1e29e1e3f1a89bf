import type { Insertable } from 'kysely';
import type { ShopCode } from 'shared-domain';
import { stockOf } from '../catalogue/product-repository.ts';
import type { Db, PreordersTable } from '../platform/db/schema.ts';

// Reservations of expected products (preorders) and what they are checked against.

/** The expected date of the product in the shop (YYYY-MM-DD) and its stock there; none when not expected. */
export async function findProductExpectation(db: Db, shop: ShopCode, productId: number) {
  return db
    .selectFrom('products as p')
    .innerJoin('product_expectations as pe', (join) =>
      join.onRef('pe.product_id', '=', 'p.id').on('pe.shop', '=', shop),
    )
    .select([
      (eb) => eb.fn<string>('to_char', [eb.ref('pe.expected_at'), eb.val('YYYY-MM-DD')]).as('expectedAt'),
    ])
    .select(stockOf(shop).as('stock'))
    .where('p.id', '=', productId)
    .executeTakeFirst();
}

/** Adds the reservation; undefined when the e-mail has reserved the product already. */
export async function insertPreorder(db: Db, preorder: Insertable<PreordersTable>) {
  return db
    .insertInto('preorders')
    .values(preorder)
    .onConflict((oc) => oc.columns(['shop', 'product_id', 'email']).doNothing())
    .returning('id')
    .executeTakeFirst();
}

/** Makes the e-mail's reservation of the product wait for the next arrival. */
export async function resetPreorderNotified(
  db: Db,
  shop: ShopCode,
  productId: number,
  email: string,
): Promise<void> {
  await db
    .updateTable('preorders')
    .set({ notified_at: null })
    .where('shop', '=', shop)
    .where('product_id', '=', productId)
    .where('email', '=', email)
    .execute();
}

/** The products the shop's untold reservations wait for. */
export async function selectWaitingPreorderProducts(db: Db, shop: ShopCode): Promise<number[]> {
  const waiting = await db
    .selectFrom('preorders')
    .select('product_id')
    .distinct()
    .where('shop', '=', shop)
    .where('notified_at', 'is', null)
    .execute();
  return waiting.map((row) => row.product_id);
}

/** Marks the product's untold reservations told now; the e-mails to tell. */
export async function markPreordersNotified(
  db: Db,
  shop: ShopCode,
  productId: number,
): Promise<{ email: string }[]> {
  return db
    .updateTable('preorders')
    .set({ notified_at: new Date() })
    .where('shop', '=', shop)
    .where('product_id', '=', productId)
    .where('notified_at', 'is', null)
    .returning('email')
    .execute();
}
