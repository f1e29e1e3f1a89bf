import { type NextFunction, type Request, type Response, Router } from 'express';
import type { ShopCode } from 'shared-domain';
import type { Config } from '../config.ts';
import { sendError, sendUpstreamError, UpstreamError } from '../http/errors.ts';
import { type ApiClient, ApiResponseError, createApiClient } from './api-client.ts';

// Page aggregates (/api/bff/*): one browser request for a screen that needs several api calls.
// The handler only composes data; this module owns the plumbing every aggregate needs — the
// caller's cookie and trace on each call, Set-Cookie back to the browser, no caching, and the
// shared error body when the api is missing, slow or failing.

export interface AggregateContext {
  /** The api with the caller's identity; run independent calls with Promise.all. */
  api: ApiClient;
  shop: ShopCode;
  config: Config;
  req: Request;
}

export interface Aggregate {
  /** Path under /api/bff, e.g. "/boot". */
  path: string;
  handler: (ctx: AggregateContext) => Promise<unknown>;
}

export function defineAggregate<T>(path: string, handler: (ctx: AggregateContext) => Promise<T>): Aggregate {
  return { path, handler };
}

export function aggregatesRouter(config: Config, aggregates: readonly Aggregate[]): Router {
  const router = Router();
  for (const aggregate of aggregates) {
    router.get(aggregate.path, (req, res, next) => runAggregate(config, aggregate, req, res, next));
  }
  router.use((_req: Request, res: Response) => {
    sendError(res, 404, 'not_found', 'not_found');
  });
  return router;
}

export interface AggregateCall {
  body: unknown;
  /** Set-Cookie headers of the api calls; the caller passes them to the browser. */
  setCookies: string[];
}

/**
 * Runs an aggregate for `req` outside its route (the index page inlines the boot aggregate). On
 * failure the error carries the api's Set-Cookie headers in `setCookies` as well.
 */
export async function callAggregate(
  config: Config,
  aggregate: Aggregate,
  req: Request,
  signal: AbortSignal,
  timeoutMs = config.aggregateTimeoutMs,
): Promise<AggregateCall> {
  const cookies = new Set<string>();
  // Cancels the api calls still running when the caller gave up or a sibling call failed:
  // nobody will read their answers.
  const pending = new AbortController();
  const api = createApiClient(req, {
    apiUrl: config.apiUrl,
    timeoutMs,
    signal: AbortSignal.any([signal, pending.signal]),
    onSetCookie: (setCookies) => {
      for (const cookie of setCookies) cookies.add(cookie);
    },
  });
  try {
    return {
      body: await aggregate.handler({ api, shop: config.shop, config, req }),
      setCookies: [...cookies],
    };
  } catch (error) {
    pending.abort();
    // A call that succeeded may still have rotated the session; the browser must learn of it.
    throw Object.assign(error instanceof Error ? error : new Error(String(error)), {
      setCookies: [...cookies],
    });
  }
}

async function runAggregate(
  config: Config,
  aggregate: Aggregate,
  req: Request,
  res: Response,
  next: NextFunction,
): Promise<void> {
  // The browser going away aborts the api calls still running.
  const gone = new AbortController();
  res.once('close', () => gone.abort());
  let call: AggregateCall;
  try {
    call = await callAggregate(config, aggregate, req, gone.signal);
  } catch (error) {
    const { setCookies } = error as { setCookies?: string[] };
    if (setCookies?.length) res.append('Set-Cookie', setCookies);
    return answerFailure(error, res, next);
  }
  if (call.setCookies.length > 0) res.append('Set-Cookie', call.setCookies);
  res.setHeader('Cache-Control', 'no-store');
  res.json(call.body);
}

function answerFailure(error: unknown, res: Response, next: NextFunction): void {
  if (error instanceof UpstreamError) {
    res.err = error; // pino-http logs the cause on the request's line
    sendUpstreamError(res, error);
  } else if (error instanceof ApiResponseError && error.status < 500) {
    // 401/403/404 are answers for the caller (e.g. an expired session), not bff failures.
    res.status(error.status).setHeader('Cache-Control', 'no-store');
    res.json(error.body);
  } else if (error instanceof ApiResponseError) {
    res.err = error;
    sendError(res, 502, 'upstream', 'api_error');
  } else {
    next(error);
  }
}
