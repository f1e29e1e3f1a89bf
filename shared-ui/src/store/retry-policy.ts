// Queries retry up to 3 times with a backoff starting at 1 s, doubling, capped at 30 s.
export const MAX_RETRIES = 3;
export const FIRST_RETRY_DELAY_MS = 1_000;
export const MAX_RETRY_DELAY_MS = 30_000;

/** Delay before retry number `retry` (1-based): 1 s, 2 s, 4 s, … never more than 30 s. */
export function retryDelayMs(retry: number): number {
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** (retry - 1), MAX_RETRY_DELAY_MS);
}

/**
 * Only failures that can pass on their own are worth repeating: server errors, request timeout and
 * rate limiting (network failures are decided by the caller). Any other 4xx fails the same way again.
 */
export function isRetryableStatus(status: number): boolean {
  return status >= 500 || status === 408 || status === 429;
}

/** Resolves after `ms`, or as soon as the signal aborts (an unmounted query must not keep waiting). */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const onAbort = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
