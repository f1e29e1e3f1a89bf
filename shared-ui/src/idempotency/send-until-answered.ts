/** The waits before each new try: a restarting api is usually back within a few seconds. */
export const RESEND_DELAYS_MS: readonly number[] = [500, 1500, 3000];

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends a request that carries an Idempotency-Key again while the api gave no answer of its own (a
 * dropped connection, a 502 or 503 of the proxy while the api restarts). The first request may have
 * created the order or booking before the answer was lost; asked again with the same key, the api
 * answers with what it created instead of creating it twice. An answer of the api (201, 400, 409…)
 * ends the tries; after the last try the failure goes to the caller.
 */
export async function sendUntilAnswered<T>(
  send: () => Promise<T>,
  unanswered: (error: unknown) => boolean,
  delays: readonly number[] = RESEND_DELAYS_MS,
): Promise<T> {
  for (let tried = 0; ; tried += 1) {
    try {
      return await send();
    } catch (error) {
      if (tried >= delays.length || !unanswered(error)) throw error;
      await pause(delays[tried]);
    }
  }
}
