import type { ShopCode } from 'shared-domain';
import { isBuyoutAccepted } from 'shared-domain/buyout';
import type { BuyoutBonusRequest, Cart } from 'shared-domain/contracts';
import type { Db } from '../platform/db/schema.ts';
import { AppError, notFound } from '../platform/errors.ts';
import type { StoredSession } from '../platform/session-repository.ts';
import { isBuyoutUsedElsewhere, lockBuyoutByNumberAndEmail } from './buyout-bonus-repository.ts';
import { cartTexts } from './cart-texts.ts';
import { setItemBuyout } from './package-repository.ts';
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
    const buyout = await lockBuyoutByNumberAndEmail(trx, shop, input.buyoutNumber, input.email);
    if (!buyout) throw notFound('buyout_not_found', texts.buyoutNotFound);
    if (!isBuyoutAccepted(buyout.status)) throw buyoutNotAccepted(shop);
    if (item.buyoutId === buyout.id) return;
    if (item.buyoutId !== null)
      throw new AppError('conflict', 'buyout_bonus_exists', 409, texts.buyoutBonusExists);
    if (await isBuyoutUsedElsewhere(trx, buyout.id, item.id))
      throw new AppError('conflict', 'buyout_already_used', 409, texts.buyoutAlreadyUsed);
    await setItemBuyout(trx, item.id, buyout.id);
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
    await setItemBuyout(trx, item.id, null);
  });
}
