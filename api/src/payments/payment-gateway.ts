import { randomBytes } from 'node:crypto';
import type { WalletType } from 'shared-domain/contracts';

// Card and wallet payments (echo, init, process, session) go through this adapter. TEST
// MODE, the built-in gateway: nothing leaves the shop; the card's hosted page is the shop's own
// test page (GET /api/new/payments/test-gateway/:publicId) with Approve / Decline / Cancel, and a
// wallet token is approved unless it contains "decline".

export type GatewayOutcome = 'paid' | 'declined';

export interface PaymentGateway {
  readonly name: string;
  readonly testMode: boolean;
  echo(): { ok: boolean };
  /** Where the browser pays a card payment. */
  hostedPageUrl(publicId: string, orderToken: string): string;
  /** Data for the browser's Payment Request sheet. */
  paymentRequestData(
    method: WalletType,
    amount: { amount: number; currency: string },
  ): Record<string, unknown>;
  /** Charges a wallet token (PaymentResponse.details). */
  processWalletToken(method: WalletType, walletToken: string): { outcome: GatewayOutcome; reference: string };
  /** Apple Pay merchant validation. */
  merchantSession(validationUrl: string): Record<string, unknown>;
  /** Returns a settled payment (a cancelled order); answers the refund's reference. */
  refund(paymentReference: string, amount: { amount: number; currency: string }): { reference: string };
}

export const PAYMENTS_API = '/api/new/payments';

export const testModeGateway: PaymentGateway = {
  name: 'Test mode gateway',
  testMode: true,
  echo: () => ({ ok: true }),
  hostedPageUrl: (publicId, orderToken) =>
    `${PAYMENTS_API}/test-gateway/${encodeURIComponent(publicId)}?token=${encodeURIComponent(orderToken)}`,
  paymentRequestData: (method, amount) => ({
    environment: 'TEST',
    merchantName: 'Test mode merchant',
    method,
    total: { currency: amount.currency, value: (amount.amount / 100).toFixed(2) },
  }),
  processWalletToken: (_method, walletToken) => ({
    outcome: /decline/i.test(walletToken) ? 'declined' : 'paid',
    reference: `test-${randomBytes(8).toString('hex')}`,
  }),
  merchantSession: (validationUrl) => ({
    testMode: true,
    merchantIdentifier: 'merchant.test-mode',
    validationUrl,
    epochTimestamp: Date.now(),
    expiresAt: Date.now() + 5 * 60_000,
  }),
  refund: () => ({ reference: `test-refund-${randomBytes(8).toString('hex')}` }),
};
