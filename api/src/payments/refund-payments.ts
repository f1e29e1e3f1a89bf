import type { Db } from '../platform/db/schema.ts';
import { type PaymentGateway, testModeGateway } from './payment-gateway.ts';
import { insertOrderRefund, lockPaidPayments } from './refund-repository.ts';
import { type TwistoAdapter, testModeTwisto } from './twisto.ts';

export interface Refund {
  amount: { amount: number; currency: 'CZK' | 'RON' };
  provider: string;
  reference: string;
  testMode: boolean;
}

export interface RefundAdapters {
  gateway: PaymentGateway;
  twisto: TwistoAdapter;
}

const testModeAdapters: RefundAdapters = { gateway: testModeGateway, twisto: testModeTwisto };

/**
 * Gives back what an order's settled online payments took (a cancelled order), through the
 * adapter that took it, and keeps each refund with the order. A payment made in the store or by
 * bank transfer has no adapter to return it: staff refund those by hand, so nothing is kept.
 */
export async function refundOrderPayments(
  trx: Db,
  orderId: number,
  now: Date,
  adapters: RefundAdapters = testModeAdapters,
): Promise<Refund[]> {
  const payments = await lockPaidPayments(trx, orderId);
  const refunds: Refund[] = [];
  for (const payment of payments) {
    const paidReference = payment.gateway_reference ?? '';
    const twisto = payment.method === 'twisto';
    const { reference } = twisto
      ? adapters.twisto.cancelOrder(paidReference)
      : adapters.gateway.refund(paidReference, { amount: payment.amount, currency: payment.currency });
    const refund: Refund = {
      amount: { amount: payment.amount, currency: payment.currency },
      provider: payment.provider,
      reference,
      testMode: twisto ? adapters.twisto.testMode : adapters.gateway.testMode,
    };
    await insertOrderRefund(trx, {
      orderId,
      amount: payment.amount,
      currency: payment.currency,
      provider: refund.provider,
      reference,
      testMode: refund.testMode,
      createdAt: now,
    });
    refunds.push(refund);
  }
  return refunds;
}
