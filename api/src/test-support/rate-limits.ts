import assert from 'node:assert/strict';
import { locales } from 'shared-domain';
import { platformTexts } from '../platform/messages/platform-texts.ts';
import { formatServerMessage } from '../platform/messages/server-message.ts';
import type { JsonResponse } from './http.ts';

// Checks of the rate limits' answer, shared by the limit tests of each component.

/**
 * 429 `rate_limited` in the shared error shape, with Retry-After and the same seconds in the body,
 * saying in the shop's language how many minutes to wait.
 */
export function assertRateLimited(response: JsonResponse, maxSeconds: number): void {
  assert.equal(response.status, 429, JSON.stringify(response.body));
  const header = Number(response.headers.get('retry-after'));
  assert.ok(Number.isInteger(header) && header >= 1 && header <= maxSeconds, `Retry-After ${header}`);
  const minutes = Math.ceil(header / 60);
  const inEachLanguage = locales.map((locale) =>
    formatServerMessage(locale, platformTexts[locale].rateLimited, { minutes }),
  );
  assert.ok(inEachLanguage.includes(response.body.message), response.body.message);
  assert.deepEqual(response.body, {
    type: 'rate_limited',
    code: 'rate_limited',
    message: response.body.message,
    retryAfterSeconds: header,
  });
}

/** A client address of the documentation range, as the bff forwards it (X-Forwarded-For). */
export function fromAddress(ip: string): Record<string, string> {
  return { 'x-forwarded-for': ip };
}
