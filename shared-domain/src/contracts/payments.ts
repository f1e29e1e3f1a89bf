import { z } from 'zod';
import { storableString } from '../validation/storable-string.ts';
import { moneySchema } from './money.ts';

// Wire shapes of the online payments (Google Pay, Apple Pay, card pay: echo, init, process,
// session). Every call names the order by number and its access token; the gateway adapter behind
// them (built-in test mode by default) decides, never the browser.

export const walletTypes = ['card', 'google_pay', 'apple_pay'] as const;
export type WalletType = (typeof walletTypes)[number];

const orderRef = {
  number: storableString().trim().max(20),
  token: storableString().trim().min(16).max(100),
};

/** POST /api/new/payments/{method}/echo — is the gateway reachable (and in test mode)? */
export const paymentEchoSchema = z.object({
  ok: z.boolean(),
  gateway: storableString(),
  testMode: z.boolean(),
});

/** POST /api/new/payments/{method}/init — starts a payment of an order. */
export const paymentInitRequestSchema = z.object(orderRef);
export const paymentInitSchema = z.object({
  paymentId: storableString(),
  amount: moneySchema,
  /** card: the hosted payment page; wallets: null (the browser's Payment Request sheet is used). */
  redirectUrl: storableString().nullable(),
  /** wallets: data for `new PaymentRequest([{ supportedMethods, data }], …)`. */
  paymentRequest: z
    .object({
      supportedMethods: storableString(),
      data: z.record(storableString(), z.unknown()),
      label: storableString(),
    })
    .nullable(),
  testMode: z.boolean(),
});
export type PaymentInit = z.infer<typeof paymentInitSchema>;

/** POST /api/new/payments/{method}/session — Apple Pay merchant validation. */
export const paymentSessionRequestSchema = z.object({
  ...orderRef,
  validationUrl: storableString().url().max(500),
});
export const paymentSessionSchema = z.object({ merchantSession: z.record(storableString(), z.unknown()) });

/** POST /api/new/payments/{method}/process — the wallet's token (PaymentResponse.details). */
export const paymentProcessRequestSchema = z.object({
  ...orderRef,
  paymentId: storableString().max(100),
  walletToken: storableString().min(1).max(20_000),
});
export const paymentResultSchema = z.object({
  status: z.enum(['paid', 'declined', 'cancelled', 'pending']),
  message: storableString().nullable(),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;
