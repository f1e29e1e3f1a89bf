import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { HttpClient, HttpRequest } from '../http/http-client.ts';
import { type ApiError, retryAfterSecondsOf, toApiError } from './api-error.ts';
import { isRetryableStatus, MAX_RETRIES, retryDelayMs, sleep } from './retry-policy.ts';

/** All the retries of a query wait 1 + 2 + 4 s. */
const MAX_RETRY_WAIT_MS = Array.from({ length: MAX_RETRIES }, (_, index) => retryDelayMs(index + 1)).reduce(
  (sum, delay) => sum + delay,
  0,
);

/** What an endpoint's `query` returns: a path for a plain GET, or a full request. */
export type ApiRequest = string | Omit<HttpRequest, 'signal'>;

export interface ApiExtraOptions {
  /**
   * Retries after the first attempt. Queries default to 3 (the query policy); mutations to 0, because
   * repeating a POST that may have reached the server could, say, add a product twice. A mutation
   * that sends an Idempotency-Key may opt in.
   */
  maxRetries?: number;
}

export interface ApiMeta {
  /** Number of requests made, retries included. */
  attempts: number;
  headers?: Headers;
}

// status 0 also covers failures that never reached the network (an abort, a missing path
// parameter); only a real network failure may pass on its own.
function isWorthRetrying(error: ApiError): boolean {
  if (error.status === 0) return error.data.code === 'network_error';
  // A limit that asks to wait longer than the retries would wait is told to the customer at once.
  const wait = retryAfterSecondsOf(error);
  if (wait !== null && wait * 1000 > MAX_RETRY_WAIT_MS) return false;
  return isRetryableStatus(error.status);
}

export function createApiBaseQuery(
  client: HttpClient,
): BaseQueryFn<ApiRequest, unknown, ApiError, ApiExtraOptions, ApiMeta> {
  return async (args, queryApi, extraOptions = {}) => {
    const request = typeof args === 'string' ? { path: args } : args;
    const maxRetries = extraOptions.maxRetries ?? (queryApi.type === 'query' ? MAX_RETRIES : 0);
    let attempts = 0;
    for (;;) {
      attempts += 1;
      try {
        const response = await client.request({ ...request, signal: queryApi.signal });
        // RTK Query treats `data: undefined` as a broken base query; an empty answer (204) is null.
        return { data: response.data ?? null, meta: { attempts, headers: response.headers } };
      } catch (caught) {
        const error = toApiError(caught);
        const retriesUsed = attempts - 1;
        if (queryApi.signal.aborted || !isWorthRetrying(error) || retriesUsed >= maxRetries) {
          return { error, meta: { attempts } };
        }
        await sleep(retryDelayMs(retriesUsed + 1), queryApi.signal);
        if (queryApi.signal.aborted) return { error, meta: { attempts } };
      }
    }
  };
}
