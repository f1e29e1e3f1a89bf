import { z } from 'zod';
import { moneySchema } from './money.ts';

// Wire shapes of the online payments (spec §7 "Google Pay, Apple Pay, card pay: echo, init,
// process, session"). Every call names the order by number and its access token; the gateway
// adapter behind them (built-in test mode by default) decides, never the browser.

export const walletTypes = ['card', 'google_pay', 'apple_pay'] as const;
export type WalletType = (typeof walletTypes)[number];

const orderRef = {
  number: z.string().trim().max(20),
  token: z.string().trim().min(16).max(100),
};

/** POST /api/new/payments/{method}/echo — is the gateway reachable (and in test mode)? */
export const paymentEchoSchema = z.object({ ok: z.boolean(), gateway: z.string(), testMode: z.boolean() });

/** POST /api/new/payments/{method}/init — starts a payment of an order. */
export const paymentInitRequestSchema = z.object(orderRef);
export const paymentInitSchema = z.object({
  paymentId: z.string(),
  amount: moneySchema,
  /** card: the hosted payment page; wallets: null (the browser's Payment Request sheet is used). */
  redirectUrl: z.string().nullable(),
  /** wallets: data for `new PaymentRequest([{ supportedMethods, data }], …)`. */
  paymentRequest: z
    .object({
      supportedMethods: z.string(),
      data: z.record(z.string(), z.unknown()),
      label: z.string(),
    })
    .nullable(),
  testMode: z.boolean(),
});
export type PaymentInit = z.infer<typeof paymentInitSchema>;

/** POST /api/new/payments/{method}/session — Apple Pay merchant validation. */
export const paymentSessionRequestSchema = z.object({
  ...orderRef,
  validationUrl: z.string().url().max(500),
});
export const paymentSessionSchema = z.object({ merchantSession: z.record(z.string(), z.unknown()) });

/** POST /api/new/payments/{method}/process — the wallet's token (PaymentResponse.details). */
export const paymentProcessRequestSchema = z.object({
  ...orderRef,
  paymentId: z.string().max(100),
  walletToken: z.string().min(1).max(20_000),
});
export const paymentResultSchema = z.object({
  status: z.enum(['paid', 'declined', 'cancelled', 'pending']),
  message: z.string().nullable(),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;
