import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../platform/config.ts';

// The signed preview link of a draft page: anyone holding it sees the draft until it expires, and
// nobody can make one for another page or stretch its time without the secret (an HMAC over the
// page id and the expiry). The secret is CONTENT_PREVIEW_SECRET, else ORDER_TOKEN_SECRET; tests
// and development use a fixed one.

const DEVELOPMENT_SECRET = 'development-content-preview-secret-do-not-use-in-production';
/** How long a preview link works. */
export const PREVIEW_LINK_TTL_MS = 24 * 60 * 60 * 1000;

type SecretConfig = Pick<Config, 'contentPreviewSecret' | 'orderTokenSecret'>;

function signatureOf(config: SecretConfig, payload: string): string {
  const secret = config.contentPreviewSecret ?? config.orderTokenSecret ?? DEVELOPMENT_SECRET;
  return createHmac('sha256', secret).update(`content-preview:${payload}`).digest('base64url');
}

export function previewTokenOf(config: SecretConfig, pageId: number, expiresAt: Date): string {
  const payload = `${pageId}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${payload}.${signatureOf(config, payload)}`;
}

/** True when the token was signed for this page and has not expired. */
export function previewTokenOpens(
  config: SecretConfig,
  token: string | undefined,
  pageId: number,
  now: Date,
): boolean {
  if (!token) return false;
  const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match || Number(match[1]) !== pageId) return false;
  if (Number(match[2]) * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signatureOf(config, `${match[1]}.${match[2]}`));
  const given = Buffer.from(match[3]);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
