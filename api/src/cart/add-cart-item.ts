import type { ShopCode } from 'shared-domain';
import { type addToCartRequestSchema, MAX_CART_QUANTITY } from 'shared-domain/contracts';
import type { z } from 'zod';
import type { Db } from '../platform/db/schema.ts';
import { AppError, notFound } from '../platform/errors.ts';
import type { StoredSession } from '../platform/session-repository.ts';
import type { CartOwner } from './cart-owner.ts';
import { countItems, findProductForCart, lockCart, quantityInCart, upsertItem } from './cart-repository.ts';
import { cartTexts } from './cart-texts.ts';
import { applyPackageOptions } from './package-options.ts';
import { findPackageProduct, setItemInstallment } from './package-repository.ts';

/**
 * Puts pieces of a product into the caller's cart (the user's when signed in, else the session's,
 * made on first need). The check against stock and the 99 limit runs with the cart row locked, so
 * two tabs adding at once cannot push the cart past either. An installment choice and package
 * options (the sub-cart) given with the product are set on its package. Returns the pieces now in
 * the cart.
 */
export async function addCartItem(
  db: Db,
  shop: ShopCode,
  input: z.output<typeof addToCartRequestSchema>,
  session: StoredSession | null,
  ensureSession: () => Promise<StoredSession>,
): Promise<number> {
  const texts = cartTexts[shop];
  const product = await findProductForCart(db, shop, input.productId);
  if (!product) throw notFound('product_not_found', texts.productNotFound);
  // Nothing to sell: answer before making a session for a visitor who cannot buy anything.
  if (product.stock < input.quantity) throw outOfStock(texts.outOfStock(product.stock, 0));

  const owner = ownerOf(shop, session ?? (await ensureSession()));
  return db.transaction().execute(async (trx) => {
    const cartId = await lockCart(trx, owner);
    const inCart = await quantityInCart(trx, cartId, input.productId);
    const wanted = inCart + input.quantity;
    if (wanted > MAX_CART_QUANTITY)
      throw new AppError('conflict', 'quantity_limit', 409, texts.quantityLimit(MAX_CART_QUANTITY));
    const { stock } = (await findProductForCart(trx, shop, input.productId)) ?? { stock: 0 };
    if (wanted > stock) throw outOfStock(texts.outOfStock(stock, inCart));
    const cartItemId = await upsertItem(trx, cartId, input.productId, wanted, new Date());
    if (input.installment) await setItemInstallment(trx, cartItemId, input.installment);
    if (input.options)
      await applyPackageOptions(trx, shop, await findPackageProduct(trx, shop, cartItemId), input.options);
    return countItems(trx, owner);
  });
}

function outOfStock(message: string): AppError {
  return new AppError('conflict', 'out_of_stock', 409, message);
}

export function ownerOf(shop: ShopCode, session: StoredSession): CartOwner {
  return session.userId !== null ? { shop, userId: session.userId } : { shop, sessionId: session.id };
}
