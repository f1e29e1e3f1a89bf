import type { Request } from 'express';
import { ApiResponseError, createApiClient } from '../aggregates/api-client.ts';
import type { ResponseCache } from '../cache/response-cache.ts';
import { sharedMaxAgeMs, surrogateKeysOf } from '../cache/response-cache.ts';
import type { Config } from '../config.ts';

// The api as the pages for search engines read it: anonymous (what they show is public, the same
// for every visitor), through the bff's shared cache, so a crawler walking the shop and the
// browsers asking the proxy for the same product share one api answer. A 4xx is an answer here
// (the page is unknown), not a failure.

export type Found<T> = { found: true; body: T } | { found: false };

export interface SeoApi {
  get<T>(path: string): Promise<Found<T>>;
}

export function seoApi(
  config: Config,
  cache: ResponseCache | undefined,
  req: Request,
  signal: AbortSignal,
): SeoApi {
  const api = createApiClient(req, {
    apiUrl: config.apiUrl,
    timeoutMs: config.aggregateTimeoutMs,
    signal,
    anonymous: true,
    onSetCookie: () => {}, // anonymous: no session of the visitor's to pass on
  });
  return {
    async get<T>(path: string): Promise<Found<T>> {
      const kept = cache?.fresh(path);
      if (kept) {
        try {
          return { found: true, body: JSON.parse(kept.body.toString('utf8')) as T };
        } catch {
          // not JSON we can read: ask the api
        }
      }
      try {
        const { body, headers } = await api.getAnswer<T>(path);
        keep(cache, path, body, headers);
        return { found: true, body };
      } catch (error) {
        // A request the api refuses (unknown, or not even a valid name) names no page.
        if (error instanceof ApiResponseError && error.status < 500) return { found: false };
        throw error;
      }
    },
  };
}

/** Kept like the proxy keeps it: a shareable answer without a cookie, for as long as it says. */
function keep(cache: ResponseCache | undefined, path: string, body: unknown, headers: Headers): void {
  const freshForMs = sharedMaxAgeMs({
    cacheControl: headers.get('cache-control') ?? undefined,
    surrogateControl: headers.get('surrogate-control') ?? undefined,
  });
  if (!cache || freshForMs === undefined || headers.getSetCookie().length > 0) return;
  const kept: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
  for (const name of ['cache-control', 'surrogate-key']) {
    const value = headers.get(name);
    if (value !== null) kept[name] = value;
  }
  cache.store(path, {
    status: 200,
    headers: kept,
    body: Buffer.from(JSON.stringify(body)),
    keys: surrogateKeysOf(kept['surrogate-key']),
    freshForMs,
  });
}
