import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import type { ShopCode } from 'shared-domain';
import type { z } from 'zod';
import type { Db } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { addHit, checkLimit, consumeHit, MINUTE_MS, type RateLimitRule, takeBackHit } from '../rate-limit.ts';
import { currentSession } from '../session.ts';
import { clientIp } from './client-ip.ts';

// Limits declared in a route's spec (`limits`) and applied by ApiRoutes.add around its handlers.
// Only requests that pass the route's own body and query schemas are counted: a malformed
// request is refused with 400 anyway and sends no mail, so it must not use up a customer's quota.

export interface LimitInput {
  req: Request;
  /** The body as the route's schema parsed it (undefined for a route without a body). */
  body: unknown;
  query: unknown;
}

export interface RouteLimit {
  rule: RateLimitRule;
  /**
   * 'requests': every request that succeeds is a hit, and the one over the limit is refused
   * (e-mails sent, accounts opened); it counts from its start, so concurrent requests cannot slip
   * past the limit together, and is uncounted when refused (a customer correcting a form loses
   * nothing). 'failures': only a wrong guess (the route answers 404) is a hit, and once the
   * guesses reach the limit every request is refused until the window passes (look-ups).
   */
  counts: 'requests' | 'failures';
  /** What is counted; undefined leaves this request out of the rule (e.g. no session yet). */
  key: (input: LimitInput) => string | undefined;
}

/** Every valid request counts against the caller's address. */
export function perClientAddress(name: string, limit: number, windowMs: number): RouteLimit {
  return { rule: { name, limit, windowMs }, counts: 'requests', key: ({ req }) => clientIp(req) };
}

/** Every valid request counts against the caller's session (what one signed-in person sends). */
export function perSession(name: string, limit: number, windowMs: number): RouteLimit {
  return { rule: { name, limit, windowMs }, counts: 'requests', key: ({ req }) => currentSession(req)?.id };
}

/** Every valid request counts against the e-mail at `path` of the body (the mail's recipient). */
export function perRecipient(
  name: string,
  limit: number,
  windowMs: number,
  path: readonly string[],
): RouteLimit {
  return {
    rule: { name, limit, windowMs },
    counts: 'requests',
    key: ({ body }) => {
      const email = valueAt(body, path);
      return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
    },
  };
}

export const LOOKUP_WINDOW_MS = 15 * MINUTE_MS;
export const MAX_LOOKUP_FAILURES_PER_SESSION = 10;
export const MAX_LOOKUP_FAILURES_PER_ADDRESS = 30;

/**
 * Look-ups by number and e-mail (or token): numbers are sequential, so the e-mail is the only
 * secret. Like the discount codes, a session may guess wrong 10 times and an address 30 times in
 * 15 minutes; then the look-up answers 429 even for the right answer until the window ends.
 */
export function lookupGuessLimits(name: string): RouteLimit[] {
  return [
    {
      rule: { name: `${name}.session`, limit: MAX_LOOKUP_FAILURES_PER_SESSION, windowMs: LOOKUP_WINDOW_MS },
      counts: 'failures',
      key: ({ req }) => currentSession(req)?.id,
    },
    {
      rule: { name: `${name}.address`, limit: MAX_LOOKUP_FAILURES_PER_ADDRESS, windowMs: LOOKUP_WINDOW_MS },
      counts: 'failures',
      key: ({ req }) => clientIp(req),
    },
  ];
}

function valueAt(value: unknown, path: readonly string[]): unknown {
  let current = value;
  for (const name of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[name];
  }
  return current;
}

export interface LimitStore {
  db: Db;
  shop: ShopCode;
}

interface CountedKey {
  limit: RouteLimit;
  key: string;
  /** The window a request's hit went into, to take it back from should the request fail. */
  windowStart?: Date;
}

const countedKeys = new WeakMap<Request, CountedKey[]>();

/**
 * The handlers that enforce a route's limits: one before the route's own handlers (refuses with
 * 429, counts the requests) and one error handler after them (uncounts a failed request, counts a
 * 404 as a wrong guess, before the answer leaves, so the next request already sees it).
 */
export function limitHandlers(
  store: LimitStore,
  spec: { body?: z.ZodType; query?: z.ZodType; limits: readonly RouteLimit[] },
): { before: RequestHandler; afterFailure: ErrorRequestHandler } {
  const before: RequestHandler = async (req, _res, next) => {
    const body = spec.body
      ? spec.body.safeParse(req.body ?? {})
      : { success: true as const, data: undefined };
    const query = spec.query ? spec.query.safeParse(req.query) : { success: true as const, data: undefined };
    if (!body.success || !query.success) return next();
    const input: LimitInput = { req, body: body.data, query: query.data };
    const now = new Date();
    // Registered before counting: a refusal by a later limit takes back the hits already counted.
    const keys: CountedKey[] = [];
    countedKeys.set(req, keys);
    for (const limit of spec.limits) {
      const key = limit.key(input);
      if (key === undefined) continue;
      if (limit.counts === 'requests')
        keys.push({ limit, key, windowStart: await consumeHit(store.db, store.shop, limit.rule, key, now) });
      else {
        await checkLimit(store.db, store.shop, limit.rule, key, now);
        keys.push({ limit, key });
      }
    }
    next();
  };
  const afterFailure: ErrorRequestHandler = async (error, req, _res, next) => {
    const wrongGuess = error instanceof AppError && error.status === 404;
    const now = new Date();
    for (const { limit, key, windowStart } of countedKeys.get(req) ?? []) {
      if (windowStart) await takeBackHit(store.db, store.shop, limit.rule, key, windowStart);
      else if (wrongGuess) await addHit(store.db, store.shop, limit.rule, key, now);
    }
    next(error);
  };
  return { before, afterFailure };
}
