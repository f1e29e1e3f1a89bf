import { type ShopCode, shops } from 'shared-domain';
import type { PreorderCreated } from 'shared-domain/contracts/landing.ts';
import { findSoldProduct } from '../catalogue/product-detail.ts';
import type { Db } from '../platform/db/schema.ts';
import { CodedError } from '../platform/errors.ts';
import { findProductExpectation, insertPreorder, resetPreorderNotified } from './preorder-repository.ts';

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
  const expected = await findProductExpectation(db, shop, product.id);
  if (!expected || expected.stock > 0) throw new CodedError('conflict', 'product_not_expected', 409);
  const inserted = await insertPreorder(db, {
    shop,
    product_id: product.id,
    email: input.email,
    locale: shops[shop].locale,
  });
  if (!inserted) await resetPreorderNotified(db, shop, product.id, input.email);
  return { created: inserted !== undefined, expectedAt: expected.expectedAt };
}
