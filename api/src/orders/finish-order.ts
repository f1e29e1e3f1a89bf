import { orderPagePath, shops } from 'shared-domain';
import type { OrderCreated } from 'shared-domain/contracts';
import {
  openAccountFromOrder,
  type PreparedAccount,
  prepareAccountFromOrder,
  queueOpenedAccountMail,
} from '../accounts/open-account-from-order.ts';
import type { CartOwner } from '../cart/cart-owner.ts';
import { clearCart, lockOwnersCart } from '../cart/cart-repository.ts';
import { computeTotals } from '../cart/cart-totals.ts';
import { priceCart } from '../cart/price-cart.ts';
import { consumeProlongWarrantyCodes } from '../cart/prolong-warranty-codes.ts';
import { checkoutTexts } from '../checkout/checkout-texts.ts';
import { deliveryRuleOf, paymentFeeOf } from '../checkout/delivery-methods.ts';
import { installmentOffersFor } from '../checkout/installment-offers.ts';
import { cartAmount } from '../checkout/list-payments.ts';
import { consumeCartDiscounts } from '../discounts/consume-discounts.ts';
import { configuredInstallments } from '../payments/installment-admin/configured-installments.ts';
import { testModeGateway } from '../payments/payment-gateway.ts';
import { insertPayment } from '../payments/payment-repository.ts';
import { testModeTwisto } from '../payments/twisto.ts';
import type { Db, StoredAddress } from '../platform/db/schema.ts';
import { AppError } from '../platform/errors.ts';
import { type IdempotentOutcome, runIdempotent } from '../platform/idempotency.ts';
import { insertInstallment } from './installment-repository.ts';
import { requestInvoiceOnPayment } from './invoices/invoice-documents.ts';
import type { OrderDeps } from './order-deps.ts';
import { queueOrderConfirmation } from './order-emails.ts';
import { nextOrderNumber, orderYear } from './order-number.ts';
import { insertOrder, insertOrderLines } from './order-repository.ts';
import {
  checkBuyoutBonuses,
  checkCart,
  checkDeliveryAndPayment,
  type OrderInput,
} from './order-submit-checks.ts';
import { hashOrderToken, orderTokenOf } from './order-tokens.ts';
import type { PlacedOrder } from './placed-order.ts';
import { recordStockTakes, reserveStock } from './reserve-stock.ts';
import { requireTotalSeen } from './total-seen.ts';

export const FINISH_ORDER_SCOPE = 'orders.finish';

export interface OrderCaller {
  owner: CartOwner;
  sessionId: string | null;
  userId: number | null;
  idempotencyKey: string | undefined;
  fingerprint: string;
}

/**
 * POST /api/new/orders: in one transaction (once per Idempotency-Key) locks and prices the cart,
 * checks delivery and payment, takes the pieces out of stock, writes the order with its lines,
 * uses up the discounts, empties the cart, starts the payment and queues the confirmation e-mail
 * (sent once the order is committed, whatever happens to this request). Prices in the body are
 * never read.
 */
export async function finishOrder(
  deps: OrderDeps,
  input: OrderInput,
  caller: OrderCaller,
  now: Date,
): Promise<IdempotentOutcome<PlacedOrder>> {
  const account = await prepareAccountFromOrder({
    createAccount: input.order_info.create_account,
    signedIn: caller.userId !== null,
  });
  const outcome = await runIdempotent(
    deps.db,
    {
      shop: deps.shop,
      scope: FINISH_ORDER_SCOPE,
      key: caller.idempotencyKey,
      fingerprint: caller.fingerprint,
      sessionId: caller.sessionId,
      userId: caller.userId,
    },
    (trx) => placeOrder(trx, deps, input, caller, now, account),
  );
  return outcome;
}

async function placeOrder(
  trx: Db,
  deps: OrderDeps,
  input: OrderInput,
  caller: OrderCaller,
  now: Date,
  account: PreparedAccount | null,
) {
  const { shop } = deps;
  const texts = checkoutTexts[shop];
  await lockOwnersCart(trx, caller.owner);
  const cart = await priceCart(trx, shop, caller.owner, now);
  checkCart(shop, cart);
  await checkBuyoutBonuses(trx, shop, cart);
  const rule = deliveryRuleOf(shop, input.type_delivery_code);
  if (!rule) throw new AppError('conflict', 'delivery_unavailable', 409, texts.deliveryUnavailable);
  const delivery = await checkDeliveryAndPayment(trx, shop, input, cart, rule.price, now);
  const stockTakes = await reserveStock(
    trx,
    shop,
    cart.lines.map((line) => ({ productId: line.productId, quantity: line.quantity, name: line.name })),
    delivery.storeId,
    texts.outOfStock,
  );

  const withDelivery = computeTotals(shop, {
    items: cart.itemsTotal,
    discounts: cart.discountTotal,
    delivery: delivery.deliveryPrice,
    payment: paymentFeeOf(shop, input.type_payment),
  });
  requireTotalSeen(shop, input.expected_total, withDelivery);
  const number = await nextOrderNumber(trx, shop, orderYear(shop, now));
  const token = orderTokenOf(deps.config, number);
  const { currency } = shops[shop];
  const email = input.order_billing_address.email;

  // Twisto decides before anything is written: a refusal leaves no order behind.
  let twistoReference: string | null = null;
  if (input.type_payment === 'twisto') {
    twistoReference = testModeTwisto.sendOrder({ number, total: withDelivery.total, email });
    if (!twistoReference) throw new AppError('upstream', 'twisto_failed', 502, texts.twistoFailed);
  }

  const openedAccount = account
    ? await openAccountFromOrder(trx, shop, account, input.order_billing_address, now)
    : null;
  const online = ['card', 'google_pay', 'apple_pay', 'installments'].includes(input.type_payment);
  const paymentStatus = twistoReference ? 'paid' : online ? 'pending' : 'not_paid';
  const orderId = await insertOrder(trx, {
    number,
    shop,
    userId: caller.userId ?? openedAccount?.userId ?? null,
    email,
    tokenHash: hashOrderToken(token),
    currency,
    total: withDelivery.total.amount,
    vat: withDelivery.vat.amount,
    deliveryPrice: delivery.deliveryPrice,
    paymentFee: withDelivery.payment.amount,
    discountTotal: withDelivery.discounts.amount,
    paymentType: input.type_payment,
    paymentStatus,
    deliveryType: input.type_delivery_code,
    storeId: delivery.storeId,
    pickupPointId: delivery.pickupPointId,
    timeslot: input.type_delivery_code === 'store' ? input.timeslot : undefined,
    billing: input.order_billing_address as unknown as StoredAddress,
    delivery: (input.order_delivery_address as unknown as StoredAddress | undefined) ?? null,
    info: { ...input.order_info, payment_company: input.payment_company ?? null } as unknown as StoredAddress,
    createdAt: now,
  });
  await insertOrderLines(trx, orderId, cart);
  await recordStockTakes(trx, shop, orderId, stockTakes);
  await consumeCartDiscounts(trx, cart, orderId, now);
  await consumeProlongWarrantyCodes(trx, cart, orderId, now);
  if (cart.cartId !== null) await clearCart(trx, cart.cartId);

  let paymentUrl: string | null = null;
  if (input.type_payment === 'card') {
    const publicId = await insertPayment(
      trx,
      {
        orderId,
        method: 'card',
        provider: testModeGateway.name,
        status: 'pending',
        amount: withDelivery.total.amount,
        currency,
      },
      now,
    );
    paymentUrl = testModeGateway.hostedPageUrl(publicId, token);
  } else if (twistoReference) {
    await insertPayment(
      trx,
      {
        orderId,
        method: 'twisto',
        provider: 'Twisto (test mode)',
        status: 'paid',
        amount: withDelivery.total.amount,
        currency,
        reference: twistoReference,
      },
      now,
    );
  } else if (input.type_payment === 'installments' && input.installment) {
    const provider = await configuredInstallments(trx, shop, now);
    const offer = installmentOffersFor(shop, cartAmount(cart), provider).find(
      (o) => o.code === input.installment?.code,
    );
    if (offer) {
      await insertInstallment(
        trx,
        {
          orderId,
          provider: offer.provider,
          code: offer.code,
          barem: offer.barem,
          type: offer.type,
          count: offer.count,
          apr: offer.apr,
          monthly: offer.monthly.amount,
          total: offer.total.amount,
          financed: cartAmount(cart) - (offer.downPayment?.amount ?? 0),
          arrangeType: input.installment.arrange_type,
          companyId: provider.companyOf(offer.code)?.id ?? null,
        },
        now,
      );
    }
  }

  const placed = { number, token, email, input, cart, totals: withDelivery, paymentUrl, openedAccount };
  await queueOrderConfirmation(trx, deps, orderId, placed);
  if (openedAccount) await queueOpenedAccountMail(trx, deps, openedAccount, number);
  // Paid at once (Twisto): the invoice is made with the order.
  if (paymentStatus === 'paid') await requestInvoiceOnPayment(trx, deps.jobs, orderId);

  const thankYouUrl = orderPagePath(shop, 'thankYou', { number, token });
  const body: OrderCreated = {
    number,
    accessToken: token,
    total: withDelivery.total,
    paymentStatus,
    paymentUrl,
    thankYouUrl,
  };
  return {
    response: { status: 201, headers: { Location: thankYouUrl }, body },
    value: placed,
  };
}
