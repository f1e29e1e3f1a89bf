import { sql } from 'kysely';
import type { ShopCode } from 'shared-domain';
import { isBuyoutAccepted } from 'shared-domain/buyout';
import type { BuyoutBonusRequest, Cart } from 'shared-domain/contracts';
import type { Db } from '../platform/db/schema.ts';
import { AppError, notFound } from '../platform/errors.ts';
import type { StoredSession } from '../platform/session-repository.ts';
import { cartTexts } from './cart-texts.ts';
import { changeCart, findOwnItem } from './package-use-cases.ts';

// The buyout bonus (issue 5 item 2): a device the customer sold us through the buyout lowers the
// price of one package, by the buyout's price but at most the shop's percentage of the product
// price (priced in price-cart.ts). A buyout counts once: in one package of one cart, or in one order,
// and only once the shop has accepted its device (finishing the order checks that again).

export function applyBuyoutBonus(
  db: Db,
  shop: ShopCode,
  session: StoredSession | null,
  itemId: number | undefined,
  input: Required<BuyoutBonusRequest>,
): Promise<Cart> {
  const texts = cartTexts[shop];
  return changeCart(db, shop, session, async (trx, cartId) => {
    const item = await findOwnItem(trx, shop, cartId, itemId);
    // Locked, so two carts cannot take the same buyout at once.
    const buyout = await trx
      .selectFrom('buyouts')
      .select(['id', 'status'])
      .where('shop', '=', shop)
      .where('number', '=', input.buyoutNumber.toUpperCase())
      .where(sql<string>`lower(e_mail)`, '=', input.email.toLowerCase())
      .where('status', '<>', 'returned')
      .forUpdate()
      .executeTakeFirst();
    if (!buyout) throw notFound('buyout_not_found', texts.buyoutNotFound);
    if (!isBuyoutAccepted(buyout.status)) throw buyoutNotAccepted(shop);
    if (item.buyoutId === buyout.id) return;
    if (item.buyoutId !== null)
      throw new AppError('conflict', 'buyout_bonus_exists', 409, texts.buyoutBonusExists);
    const inCart = await trx
      .selectFrom('cart_items')
      .select('id')
      .where('buyout_id', '=', buyout.id)
      .where('id', '<>', item.id)
      .executeTakeFirst();
    const inOrder = await trx
      .selectFrom('order_items')
      .select('id')
      .where('buyout_id', '=', buyout.id)
      .executeTakeFirst();
    if (inCart || inOrder)
      throw new AppError('conflict', 'buyout_already_used', 409, texts.buyoutAlreadyUsed);
    await trx.updateTable('cart_items').set({ buyout_id: buyout.id }).where('id', '=', item.id).execute();
  });
}

/** 409 `buyout_not_accepted`: the shop has not accepted the buyout's device yet. */
export function buyoutNotAccepted(shop: ShopCode): AppError {
  return new AppError('conflict', 'buyout_not_accepted', 409, cartTexts[shop].buyoutNotAccepted);
}

export function removeBuyoutBonus(
  db: Db,
  shop: ShopCode,
  session: StoredSession | null,
  itemId: number | undefined,
): Promise<Cart> {
  return changeCart(db, shop, session, async (trx, cartId) => {
    const item = await findOwnItem(trx, shop, cartId, itemId);
    if (item.buyoutId === null) throw notFound('buyout_bonus_not_found', cartTexts[shop].serviceNotInPackage);
    await trx.updateTable('cart_items').set({ buyout_id: null }).where('id', '=', item.id).execute();
  });
}
