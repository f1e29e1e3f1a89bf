import { shops } from 'shared-domain';
import { testModeGateway } from '../payments/payment-gateway.ts';
import { insertPayment } from '../payments/payment-repository.ts';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/schema.ts';
import { AppError } from '../platform/errors.ts';
import { openOrder } from './order-access.ts';
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
    const order = await openOrder(trx, shop, number, { token });
    await trx.selectFrom('orders').select('id').where('id', '=', order.id).forUpdate().execute();
    const current = await trx
      .selectFrom('orders')
      .select(['payment_status', 'status'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    if (current.payment_status === 'paid')
      throw new AppError('conflict', 'already_paid', 409, texts.alreadyPaid);
    if (order.payment_type !== 'card' || current.status === 'cancelled')
      throw new AppError('conflict', 'payment_not_possible', 409, texts.notCardPayment);
    // Earlier attempts still open are cancelled: only the newest page can pay.
    await trx
      .updateTable('payments')
      .set({ status: 'cancelled', updated_at: now })
      .where('order_id', '=', order.id)
      .where('status', '=', 'pending')
      .execute();
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
    await trx.updateTable('orders').set({ payment_status: 'pending' }).where('id', '=', order.id).execute();
    return { paymentUrl: testModeGateway.hostedPageUrl(publicId, orderTokenOf(config, order.number)) };
  });
}
