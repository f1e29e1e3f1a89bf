import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

// Tokens handed to customers in links (a quote, a buyout's thank-you page): 256 random bits, of
// which the database keeps only the sha256, like session ids.

/** Longer input is no token of ours; it is refused before hashing. */
export const TOKEN_MAX_LENGTH = 100;

export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether `token` is the one whose hash is stored; constant time in the token's content. */
export function tokenMatches(token: string, storedHash: string): boolean {
  if (token.length > TOKEN_MAX_LENGTH) return false;
  const given = Buffer.from(hashToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
