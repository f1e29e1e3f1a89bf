import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type CaptchaChallenge, captchaPayloadSchema } from 'shared-domain/contracts/forms.ts';
import type { Db } from '../platform/db/schema.ts';
import { InvalidRequestError } from '../platform/errors.ts';
import { insertSpentSolution } from './captcha-repository.ts';
import type { FormsSettings } from './forms-settings.ts';

// A self-hosted proof-of-work captcha in the ALTCHA format, so no third party sees the visitors:
// the api issues a random salt (with its expiry) and the SHA-256 of the salt followed by a secret
// number, signed with the api's HMAC key; the browser tries numbers until the hash matches (about
// a second of work, nothing for one person, costly for a robot sending thousands). The api checks
// the signature, the expiry and the hash, and records the signature: a solution counts once, a
// replayed one is refused with the "invalid captcha" message at the form's `captcha` field.

/** Long enough to fill in a form after the page opened; the browser fetches a new one when it ran out. */
export const CAPTCHA_VALIDITY_MS = 30 * 60 * 1000;

export function issueChallenge(settings: FormsSettings, now = new Date()): CaptchaChallenge {
  const expires = Math.floor((now.getTime() + CAPTCHA_VALIDITY_MS) / 1000);
  const salt = `${randomBytes(12).toString('hex')}?expires=${expires}`;
  // Never 0: the browser starts there, and the puzzle should cost it something.
  const number = 1 + Math.floor(Math.random() * settings.captchaMaxNumber);
  const challenge = sha256Hex(`${salt}${number}`);
  return {
    algorithm: 'SHA-256',
    challenge,
    maxnumber: settings.captchaMaxNumber,
    salt,
    signature: hmacHex(settings.captchaSecret, challenge),
  };
}

/**
 * Checks the solution sent in the form's `captcha` field and spends it (in the caller's
 * transaction, with the submission), or throws the field error.
 */
export async function spendCaptcha(
  trx: Db,
  settings: FormsSettings,
  solution: string,
  now = new Date(),
): Promise<void> {
  const expiresAt = verifiedExpiry(settings, solution, now);
  if (!expiresAt) throw invalidCaptcha();
  const payload = decode(solution);
  if (!(await insertSpentSolution(trx, payload?.signature ?? '', expiresAt))) throw invalidCaptcha();
}

/** The solution's expiry when it is a correct answer to a challenge this api signed, still valid. */
function verifiedExpiry(settings: FormsSettings, solution: string, now: Date): Date | undefined {
  const payload = decode(solution);
  if (!payload) return undefined;
  const expected = hmacHex(settings.captchaSecret, payload.challenge);
  if (!sameHex(expected, payload.signature)) return undefined;
  const expires = Number(new URLSearchParams(payload.salt.split('?')[1] ?? '').get('expires'));
  if (!Number.isInteger(expires) || expires * 1000 <= now.getTime()) return undefined;
  if (!sameHex(sha256Hex(`${payload.salt}${payload.number}`), payload.challenge)) return undefined;
  return new Date(expires * 1000);
}

function decode(solution: string) {
  try {
    const json: unknown = JSON.parse(Buffer.from(solution, 'base64').toString('utf8'));
    const parsed = captchaPayloadSchema.safeParse(json);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The "invalid captcha" message of the validation catalogue, at the form's `captcha` field. */
export function invalidCaptcha(): InvalidRequestError {
  return new InvalidRequestError(
    [{ code: 'custom', path: ['captcha'], message: 'captcha', input: '' }],
    'form',
  );
}

function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function hmacHex(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}
