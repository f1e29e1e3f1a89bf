import type { ShopCode } from 'shared-domain';
import type { Cart, ServiceKind, updateCartItemSchema } from 'shared-domain/contracts';
import type { z } from 'zod';
import type { Db } from '../platform/db/schema.ts';
import { AppError, notFound } from '../platform/errors.ts';
import type { StoredSession } from '../platform/session-repository.ts';
import { ownerOf } from './add-cart-item.ts';
import { clearCart, findProductForCart, hasItems, lockOwnersCart } from './cart-repository.ts';
import { cartTexts } from './cart-texts.ts';
import { applyPackageOptions } from './package-options.ts';
import {
  deleteCartProduct,
  deletePackageItems,
  findCartItem,
  findPackageProduct,
  setItemQuantity,
} from './package-repository.ts';
import { priceCart } from './price-cart.ts';
import { holdsProlongWarrantyCode } from './prolong-warranty-code-repository.ts';

// Changes of one package of the caller's cart: quantity, package items, removal. Each
// runs with the cart row locked and answers with the cart as priced afterwards. A cart whose last
// piece is removed loses its packages and discounts too.

export async function getCart(db: Db, shop: ShopCode, session: StoredSession | null): Promise<Cart> {
  return (await priceCart(db, shop, session ? ownerOf(shop, session) : null, new Date())).view;
}

/**
 * Runs `change` on the caller's cart, locked; a caller without a session or cart has no package
 * to change (404). Returns the cart priced after the change.
 */
export async function changeCart(
  db: Db,
  shop: ShopCode,
  session: StoredSession | null,
  change: (trx: Db, cartId: number) => Promise<void>,
): Promise<Cart> {
  const texts = cartTexts[shop];
  if (!session) throw notFound('cart_item_not_found', texts.cartItemNotFound);
  const owner = ownerOf(shop, session);
  await db.transaction().execute(async (trx) => {
    const cartId = await lockOwnersCart(trx, owner);
    if (cartId === undefined) throw notFound('cart_item_not_found', texts.cartItemNotFound);
    await change(trx, cartId);
    await clearWhenEmpty(trx, cartId);
  });
  return (await priceCart(db, shop, owner, new Date())).view;
}

async function clearWhenEmpty(trx: Db, cartId: number): Promise<void> {
  if (!(await hasItems(trx, cartId))) await clearCart(trx, cartId);
}

/** The package `itemId` of this cart, or 404 (also for an item of another cart). */
export async function findOwnItem(
  trx: Db,
  shop: ShopCode,
  cartId: number,
  itemId: number | undefined,
): Promise<{ id: number; productId: number; quantity: number; buyoutId: number | null }> {
  const item = itemId === undefined ? undefined : await findCartItem(trx, cartId, itemId);
  if (!item) throw notFound('cart_item_not_found', cartTexts[shop].cartItemNotFound);
  return item;
}

export type UpdateCartItemInput = z.output<typeof updateCartItemSchema>;

export function updateCartItem(
  db: Db,
  shop: ShopCode,
  session: StoredSession | null,
  itemId: number | undefined,
  input: UpdateCartItemInput,
): Promise<Cart> {
  return changeCart(db, shop, session, async (trx, cartId) => {
    const item = await findOwnItem(trx, shop, cartId, itemId);
    if (input.quantity !== undefined && input.quantity !== item.quantity) {
      const { stock } = (await findProductForCart(trx, shop, item.productId)) ?? { stock: 0 };
      if (input.quantity > stock)
        throw new AppError('conflict', 'out_of_stock', 409, cartTexts[shop].outOfStock(stock, 0));
      if (input.quantity > 1 && (await holdsProlongWarrantyCode(trx, item.id)))
        throw new AppError(
          'conflict',
          'prolong_warranty_one_piece',
          409,
          cartTexts[shop].prolongWarrantyOnePiece,
        );
      await setItemQuantity(trx, item.id, input.quantity);
    }
    if (input.options)
      await applyPackageOptions(trx, shop, await findPackageProduct(trx, shop, item.id), input.options);
  });
}

/** Removes the whole package of a product (spec: parent_package_product_seo_name). */
export function removeCartProduct(
  db: Db,
  shop: ShopCode,
  session: StoredSession | null,
  productSeoName: string,
): Promise<Cart> {
  return changeCart(db, shop, session, async (trx, cartId) => {
    if ((await deleteCartProduct(trx, cartId, productSeoName)) === 0)
      throw notFound('cart_item_not_found', cartTexts[shop].productNotInCart);
  });
}

/** Removes one package item (one insurance when `code` is given, else every item of the kind). */
export function removePackageItem(
  db: Db,
  shop: ShopCode,
  session: StoredSession | null,
  itemId: number | undefined,
  kind: ServiceKind,
  code: string | undefined,
): Promise<Cart> {
  return changeCart(db, shop, session, async (trx, cartId) => {
    const item = await findOwnItem(trx, shop, cartId, itemId);
    if ((await deletePackageItems(trx, item.id, kind, code)) === 0)
      throw notFound('service_not_found', cartTexts[shop].serviceNotInPackage);
  });
}
