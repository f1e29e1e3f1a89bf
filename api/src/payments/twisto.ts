import { randomBytes } from 'node:crypto';
import type { Money } from 'shared-domain';

// Twisto ("pay in 30 days", Czech shop only) behind an adapter. TEST MODE, the built-in one: it
// approves orders up to 30 000 Kč and refuses larger ones, as a customer's Twisto limit would.

export interface TwistoAdapter {
  readonly testMode: boolean;
  /** The Twisto transaction id when approved, null when refused. */
  sendOrder(order: { number: string; total: Money; email: string }): string | null;
  /** Cancels an approved Twisto order (the customer owes nothing); answers the refund's reference. */
  cancelOrder(transactionId: string): { reference: string };
}

export const TWISTO_TEST_LIMIT = 3_000_000;

export const testModeTwisto: TwistoAdapter = {
  testMode: true,
  sendOrder: (order) =>
    order.total.currency === 'CZK' && order.total.amount <= TWISTO_TEST_LIMIT
      ? `twisto-test-${randomBytes(6).toString('hex')}`
      : null,
  cancelOrder: () => ({ reference: `twisto-test-cancel-${randomBytes(6).toString('hex')}` }),
};
