import { type ApiErrorCode, shops } from 'shared-domain';
import type { PaymentInit, PaymentResult, WalletType } from 'shared-domain/contracts';
import { openOrder } from '../orders/order-access.ts';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/schema.ts';
import { AppError } from '../platform/errors.ts';
import { openNewPaymentAttempt, paymentRefused, settleUnderOrderLock } from './payable-order.ts';
import { type PaymentGateway, testModeGateway } from './payment-gateway.ts';
import { findPayment, insertPayment, markOrderPaymentPending } from './payment-repository.ts';
import { paymentTexts } from './payment-texts.ts';

// init and process of card and wallet payments. The order is named by its number and
// access token; the amount is always the order's, never the browser's.

const conflict = (code: ApiErrorCode, message: string) => new AppError('conflict', code, 409, message);

export async function initPayment(
  db: Db,
  config: Config,
  method: WalletType,
  ref: { number: string; token: string },
  now: Date,
  gateway: PaymentGateway = testModeGateway,
): Promise<PaymentInit> {
  const { shop } = config;
  const texts = paymentTexts[shop];
  return db.transaction().execute(async (trx) => {
    const opened = await openOrder(trx, shop, ref.number, { token: ref.token });
    if (opened.payment_type !== method) throw conflict('payment_method_not_used', texts.walletNotUsed);
    const order = await openNewPaymentAttempt(trx, shop, opened.id, now);
    const amount = { amount: order.total_amount, currency: shops[shop].currency };
    const publicId = await insertPayment(
      trx,
      {
        orderId: order.id,
        method,
        provider: gateway.name,
        status: 'pending',
        amount: amount.amount,
        currency: amount.currency,
      },
      now,
    );
    await markOrderPaymentPending(trx, order.id);
    const wallet = method !== 'card';
    return {
      paymentId: publicId,
      amount,
      redirectUrl: wallet ? null : gateway.hostedPageUrl(publicId, ref.token),
      paymentRequest: wallet
        ? {
            supportedMethods:
              method === 'google_pay' ? 'https://google.com/pay' : 'https://apple.com/apple-pay',
            data: gateway.paymentRequestData(method, amount),
            label: `${shops[shop].title} ${order.number}`,
          }
        : null,
      testMode: gateway.testMode,
    };
  });
}

export async function processPayment(
  db: Db,
  config: Config,
  method: WalletType,
  input: { number: string; token: string; paymentId: string; walletToken: string },
  now: Date,
  /** Work the order owes once paid, in the payment's transaction (its invoice). */
  onPaid?: (trx: Db, orderId: number) => Promise<void>,
  gateway: PaymentGateway = testModeGateway,
): Promise<PaymentResult> {
  const { shop } = config;
  const texts = paymentTexts[shop];
  const settled = await db.transaction().execute(async (trx) => {
    const order = await openOrder(trx, shop, input.number, { token: input.token });
    const payment = await findPayment(trx, input.paymentId);
    if (!payment || payment.orderId !== order.id || payment.method !== method)
      throw new AppError('not_found', 'payment_not_found', 404, texts.paymentNotFound);
    return settleUnderOrderLock(
      trx,
      { orderId: order.id, publicId: payment.public_id },
      () => gateway.processWalletToken(method, input.walletToken),
      now,
      onPaid,
    );
  });
  // Committed first: the refused attempt stays cancelled, so its sheet can never pay later.
  if (settled.refusal) throw paymentRefused(shop, settled.refusal);
  return resultOf(settled.status, texts.declined);
}

function resultOf(
  status: 'pending' | 'paid' | 'declined' | 'cancelled',
  declinedText: string,
): PaymentResult {
  return { status, message: status === 'declined' ? declinedText : null };
}
