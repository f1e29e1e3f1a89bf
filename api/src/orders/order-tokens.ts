import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../platform/config.ts';

// The token that opens an order without an account (status, payment, invoice, withdrawal): an
// HMAC of the order number, so every api instance derives the same token and links in e-mails
// never expire. The database keeps only its sha256, compared in constant time.

/** Development and tests only; loadConfig refuses to start production without ORDER_TOKEN_SECRET. */
const DEVELOPMENT_SECRET = 'development-order-token-secret-do-not-use-in-production';

export function orderTokenOf(config: Pick<Config, 'orderTokenSecret'>, number: string): string {
  return createHmac('sha256', config.orderTokenSecret ?? DEVELOPMENT_SECRET)
    .update(`order:${number}`)
    .digest('base64url');
}

export function hashOrderToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function orderTokenMatches(token: string | undefined, storedHash: string | null): boolean {
  if (!token || !storedHash || token.length > 100) return false;
  const given = Buffer.from(hashOrderToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
