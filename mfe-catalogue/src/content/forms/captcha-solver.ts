import type { CaptchaChallenge } from 'shared-domain';

// Solves the api's proof-of-work captcha (ALTCHA format) with the browser's Web Crypto: tries
// numbers from 0 until SHA-256(salt + number) is the challenge. Each digest is awaited (it runs
// off the main thread), so the page stays responsive; progress is reported every few hundred.

const REPORT_EVERY = 500;

function hex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The solution as the form sends it in its `captcha` field (base64 JSON). */
export async function solveCaptcha(
  challenge: CaptchaChallenge,
  onProgress?: (share: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  const encoder = new TextEncoder();
  for (let number = 0; number <= challenge.maxnumber; number += 1) {
    if (signal?.aborted) throw new DOMException('aborted', 'AbortError');
    const digest = await crypto.subtle.digest('SHA-256', encoder.encode(`${challenge.salt}${number}`));
    if (hex(digest) === challenge.challenge)
      return btoa(
        JSON.stringify({
          algorithm: challenge.algorithm,
          challenge: challenge.challenge,
          number,
          salt: challenge.salt,
          signature: challenge.signature,
        }),
      );
    if (number % REPORT_EVERY === 0) onProgress?.(number / challenge.maxnumber);
  }
  throw new Error('The captcha challenge has no solution');
}
