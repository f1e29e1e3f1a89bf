import { type ShopCode, shops } from 'shared-domain';
import type { PreorderCreated } from 'shared-domain/contracts/landing.ts';
import { findSoldProduct } from '../catalogue/product-detail.ts';
import { stockOf } from '../catalogue/product-repository.ts';
import type { Db } from '../platform/db/schema.ts';
import { CodedError } from '../platform/errors.ts';

// A reservation of an expected product (announced in product_expectations, none in stock): the
// customer leaves an e-mail and is told once when the product arrives (notify-preorders.ts).
// The same e-mail reserving the same product again is the same reservation; one already told
// about an earlier arrival is waiting again.

export async function preorderProduct(
  db: Db,
  shop: ShopCode,
  input: { product: string; email: string },
): Promise<PreorderCreated> {
  const product = await findSoldProduct(db, shop, input.product);
  const expected = await db
    .selectFrom('products as p')
    .innerJoin('product_expectations as pe', (join) =>
      join.onRef('pe.product_id', '=', 'p.id').on('pe.shop', '=', shop),
    )
    .select([
      (eb) => eb.fn<string>('to_char', [eb.ref('pe.expected_at'), eb.val('YYYY-MM-DD')]).as('expectedAt'),
    ])
    .select(stockOf(shop).as('stock'))
    .where('p.id', '=', product.id)
    .executeTakeFirst();
  if (!expected || expected.stock > 0) throw new CodedError('conflict', 'product_not_expected', 409);
  const inserted = await db
    .insertInto('preorders')
    .values({ shop, product_id: product.id, email: input.email, locale: shops[shop].locale })
    .onConflict((oc) => oc.columns(['shop', 'product_id', 'email']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted)
    await db
      .updateTable('preorders')
      .set({ notified_at: null })
      .where('shop', '=', shop)
      .where('product_id', '=', product.id)
      .where('email', '=', input.email)
      .execute();
  return { created: inserted !== undefined, expectedAt: expected.expectedAt };
}
