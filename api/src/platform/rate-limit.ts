import type { ApiErrorBody, Locale, ShopCode } from 'shared-domain';
import type { Db } from './db/schema.ts';
import { AppError } from './errors.ts';
import { platformTexts } from './messages/platform-texts.ts';
import { formatServerMessage } from './messages/server-message.ts';
import { decrementWindowHits, findWindowHits, incrementWindowHits } from './rate-limit-counter-repository.ts';

// Rate limits counted in PostgreSQL, so a limit holds across every api instance. A rule allows
// `limit` hits per key in any `windowMs`, estimated as a sliding window from two fixed windows
// (aligned to the epoch, so every instance agrees): the current window's hits plus the previous
// window's hits weighted by how much of it the sliding window still covers. One row per
// (shop, rule, key, window_start) holds a window's hits. Unlike plain fixed windows, a caller
// cannot double the limit around a window's end. A refused caller learns when it may try again:
// 429 `rate_limited` with Retry-After and the same seconds as `retryAfterSeconds` in the body,
// which the fronts turn into "try again in N minutes".

export const MINUTE_MS = 60 * 1000;
export const HOUR_MS = 60 * MINUTE_MS;

export interface RateLimitRule {
  /** Stable name stored with the counters, e.g. 'buyout.send-to-email.recipient'. */
  name: string;
  limit: number;
  windowMs: number;
}

/** 429 `rate_limited`: Retry-After and `retryAfterSeconds` say how long until the caller may try again. */
export class RateLimitedError extends AppError {
  readonly retryAfterSeconds: number;
  /** Whether the thrower wrote the message; otherwise it says "try again in N minutes" when answered. */
  readonly written: boolean;

  constructor(retryAfterSeconds: number, message?: string) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    super('rate_limited', 'rate_limited', 429, message ?? 'rate_limited', undefined, {
      'Retry-After': String(seconds),
    });
    this.retryAfterSeconds = seconds;
    this.written = message !== undefined;
  }

  override localized(locale: Locale): AppError {
    if (this.written) return this;
    const minutes = Math.ceil(this.retryAfterSeconds / 60);
    return new RateLimitedError(
      this.retryAfterSeconds,
      formatServerMessage(locale, platformTexts[locale].rateLimited, { minutes }),
    );
  }

  override toBody(): ApiErrorBody {
    return { ...super.toBody(), retryAfterSeconds: this.retryAfterSeconds };
  }
}

interface Window {
  start: Date;
  end: Date;
}

function windowOf(rule: RateLimitRule, now: Date): Window {
  const start = Math.floor(now.getTime() / rule.windowMs) * rule.windowMs;
  return { start: new Date(start), end: new Date(start + rule.windowMs) };
}

interface Counts {
  current: number;
  previous: number;
}

/** The hits in the sliding window ending now; rounded up, so a limit is never exceeded. */
function estimate(rule: RateLimitRule, window: Window, counts: Counts, now: Date): number {
  const uncovered = (now.getTime() - window.start.getTime()) / rule.windowMs;
  // The tolerance keeps float noise (3 × ⅔ = 2.0000000000000004) from costing a whole hit.
  return counts.current + Math.ceil(counts.previous * (1 - uncovered) - 1e-9);
}

/**
 * Seconds until one more hit fits: the previous window's share decays within the current window;
 * when the current window alone is full, its own hits must decay in the next one.
 */
function secondsUntilFree(rule: RateLimitRule, window: Window, counts: Counts, now: Date): number {
  const room = rule.limit - 1 - counts.current;
  const freeAt =
    room >= 0
      ? window.start.getTime() + rule.windowMs * (1 - room / Math.max(counts.previous, 1))
      : window.end.getTime() + rule.windowMs * (1 - (rule.limit - 1) / counts.current);
  return (freeAt - now.getTime()) / 1000;
}

async function countsOf(db: Db, shop: ShopCode, rule: RateLimitRule, key: string, window: Window) {
  const previousStart = new Date(window.start.getTime() - rule.windowMs);
  const rows = await findWindowHits(db, shop, rule.name, key, [previousStart, window.start]);
  const hitsAt = (start: Date) =>
    rows.find((row) => new Date(row.window_start).getTime() === start.getTime())?.hits ?? 0;
  return { current: hitsAt(window.start), previous: hitsAt(previousStart) };
}

/**
 * Counts one hit of `key` and answers the window it was counted in, or throws RateLimitedError
 * when it would go over the limit (a refused request is not counted, so retrying does not prolong
 * the wait). The increment comes first and is taken back when refused: concurrent requests can
 * never all slip under the limit.
 */
export async function consumeHit(
  db: Db,
  shop: ShopCode,
  rule: RateLimitRule,
  key: string,
  now: Date,
): Promise<Date> {
  const window = windowOf(rule, now);
  await addHit(db, shop, rule, key, now);
  const counts = await countsOf(db, shop, rule, key, window);
  if (estimate(rule, window, counts, now) <= rule.limit) return window.start;
  await takeBackHit(db, shop, rule, key, window.start);
  const before = { ...counts, current: counts.current - 1 };
  throw new RateLimitedError(secondsUntilFree(rule, window, before, now));
}

/** Uncounts a hit of the window starting at `windowStart` (a request that was refused after all). */
export async function takeBackHit(
  db: Db,
  shop: ShopCode,
  rule: RateLimitRule,
  key: string,
  windowStart: Date,
): Promise<void> {
  await decrementWindowHits(db, shop, rule.name, key, windowStart);
}

/** Throws RateLimitedError when `key` already used up its hits (e.g. wrong guesses of a look-up). */
export async function checkLimit(
  db: Db,
  shop: ShopCode,
  rule: RateLimitRule,
  key: string,
  now: Date,
): Promise<void> {
  const window = windowOf(rule, now);
  const counts = await countsOf(db, shop, rule, key, window);
  if (estimate(rule, window, counts, now) >= rule.limit)
    throw new RateLimitedError(secondsUntilFree(rule, window, counts, now));
}

/** Counts one hit of `key` in the current window (e.g. a wrong guess). */
export async function addHit(
  db: Db,
  shop: ShopCode,
  rule: RateLimitRule,
  key: string,
  now: Date,
): Promise<void> {
  await incrementWindowHits(db, shop, rule.name, key, windowOf(rule, now));
}
