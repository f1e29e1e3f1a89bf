import { shops } from 'shared-domain';
import { openNewPaymentAttempt } from '../payments/payable-order.ts';
import { testModeGateway } from '../payments/payment-gateway.ts';
import { insertPayment } from '../payments/payment-repository.ts';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/schema.ts';
import { AppError } from '../platform/errors.ts';
import { openOrder } from './order-access.ts';
import { setPaymentPending } from './order-repository.ts';
import { orderTexts } from './order-texts.ts';
import { orderTokenOf } from './order-tokens.ts';

/** A new card payment of an unpaid card order (the status page's "pay again"). */
export async function retryCardPayment(
  db: Db,
  config: Config,
  number: string,
  token: string,
  now: Date,
): Promise<{ paymentUrl: string }> {
  const { shop } = config;
  const texts = orderTexts[shop];
  return db.transaction().execute(async (trx) => {
    const opened = await openOrder(trx, shop, number, { token });
    if (opened.payment_type !== 'card')
      throw new AppError('conflict', 'payment_not_possible', 409, texts.notCardPayment);
    const order = await openNewPaymentAttempt(trx, shop, opened.id, now);
    const publicId = await insertPayment(
      trx,
      {
        orderId: order.id,
        method: 'card',
        provider: testModeGateway.name,
        status: 'pending',
        amount: order.total_amount,
        currency: shops[shop].currency,
      },
      now,
    );
    await setPaymentPending(trx, order.id);
    return { paymentUrl: testModeGateway.hostedPageUrl(publicId, orderTokenOf(config, order.number)) };
  });
}
