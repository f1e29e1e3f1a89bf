import type { ShopCode } from 'shared-domain';
import type { Cart } from 'shared-domain/contracts';
import { ownerOf } from '../cart/add-cart-item.ts';
import { lockCart } from '../cart/cart-repository.ts';
import { changeCart } from '../cart/package-use-cases.ts';
import { priceCart } from '../cart/price-cart.ts';
import type { Db } from '../platform/db/schema.ts';
import { AppError, notFound } from '../platform/errors.ts';
import { RateLimitedError } from '../platform/rate-limit.ts';
import type { StoredSession } from '../platform/session-repository.ts';
import { customerLimitRefusal } from './customer-limits.ts';
import { type AttemptSource, recordFailedGuess } from './discount-attempt-repository.ts';
import { DISCOUNT_ATTEMPT_WINDOW_MS, isGuessingLimited } from './discount-attempts.ts';
import {
  type DiscountRow,
  deleteCartDiscount,
  findDiscountCode,
  findIsicDiscount,
  insertCartDiscount,
  productTypeIdsOf,
  selectCartDiscounts,
} from './discount-repository.ts';
import { applicability, isLive } from './discount-rules.ts';
import { discountTexts, formatMinor } from './discount-texts.ts';

// Putting a discount into the cart (issue 5 item 5): a code or an ISIC card. A code that does not
// exist, expired or was used is "not valid" and counts as a failed guess; guessing is limited per
// session and per address before any code is looked up.

type ApplyInput = { code: string } | { isic: { cardNumber: string; cardHolder: string } };

export function codeNotValid(shop: ShopCode): AppError {
  const message = discountTexts[shop].codeNotValid;
  return new AppError('validation', 'invalid_discount_code', 400, message, { form: { code: [message] } });
}

export async function applyDiscount(
  db: Db,
  shop: ShopCode,
  session: StoredSession | null,
  ip: string,
  input: ApplyInput,
  now: Date,
): Promise<Cart> {
  const texts = discountTexts[shop];
  // No session, no cart: nothing to discount (and no session is made for it).
  if (!session) throw new AppError('conflict', 'cart_empty', 409, texts.cartEmpty);
  const source: AttemptSource = { shop, sessionId: session.id, ip };
  if ('code' in input && (await isGuessingLimited(db, source, now)))
    throw new RateLimitedError(DISCOUNT_ATTEMPT_WINDOW_MS / 1000, texts.rateLimited);

  let found: { discount: DiscountRow; discountCodeId: number | null } | undefined;
  if ('code' in input) {
    const code = await findDiscountCode(db, shop, input.code);
    if (!code || !isLive(code, now)) {
      await recordFailedGuess(db, source, now);
      throw codeNotValid(shop);
    }
    found = { discount: code, discountCodeId: code.discountCodeId };
  } else {
    const isic = await findIsicDiscount(db, shop);
    if (!isic || !isLive(isic, now))
      throw new AppError('conflict', 'isic_not_available', 409, texts.isicNotAvailable);
    found = { discount: isic, discountCodeId: null };
  }
  const { discount, discountCodeId } = found;
  // A signed-in customer is known now; a visitor is checked by the billing e-mail at the order.
  if (session.user) {
    const customer = { shop, userId: session.user.id, emails: [session.user.email] };
    const refusal = await customerLimitRefusal(db, customer, [discount], null);
    if (refusal) throw refusal;
  }

  const owner = ownerOf(shop, session);
  await db.transaction().execute(async (trx) => {
    const cartId = await lockCart(trx, owner);
    const priced = await priceCart(trx, shop, owner, now);
    if (priced.lines.length === 0) throw new AppError('conflict', 'cart_empty', 409, texts.cartEmpty);
    const inCart = await selectCartDiscounts(trx, cartId);
    if (inCart.some((row) => row.discountId === discount.discountId))
      throw new AppError('conflict', 'discount_already_applied', 409, texts.alreadyApplied);
    if (inCart.length > 0 && (!discount.isCombinable || inCart.some((row) => !row.isCombinable)))
      throw new AppError('conflict', 'discount_not_combinable', 409, texts.notCombinable);
    const typeIds = await productTypeIdsOf(
      trx,
      priced.lines.map((line) => line.productId),
    );
    const result = applicability(
      discount,
      priced.lines.map((line, i) => ({
        productId: line.productId,
        productTypeId: typeIds[i],
        unitPrice: line.unitPrice,
        quantity: line.quantity,
      })),
      priced.itemsTotal,
    );
    if (result === 'min_order_amount')
      throw new AppError(
        'conflict',
        'min_order_amount',
        409,
        texts.minOrderAmount(formatMinor(shop, discount.minOrderAmount)),
      );
    if (result === 'no_matching_products')
      throw new AppError('conflict', 'no_matching_products', 409, texts.noMatchingProducts);
    await insertCartDiscount(trx, {
      cartId,
      discountId: discount.discountId,
      discountCodeId,
      isic: 'isic' in input ? input.isic : null,
    });
  });
  return (await priceCart(db, shop, owner, new Date())).view;
}

export function removeDiscount(
  db: Db,
  shop: ShopCode,
  session: StoredSession | null,
  cartDiscountId: number | undefined,
): Promise<Cart> {
  return changeCart(db, shop, session, async (trx, cartId) => {
    const removed = cartDiscountId !== undefined && (await deleteCartDiscount(trx, cartId, cartDiscountId));
    if (!removed) throw notFound('discount_not_found', discountTexts[shop].discountNotFound);
  });
}
