import { HttpResponse } from 'msw';

/** The api's 429 of a rate limit, as msw answers it in component tests: Retry-After and the body's seconds. */
export function rateLimitedResponse(retryAfterSeconds: number): Response {
  return HttpResponse.json(
    {
      type: 'rate_limited',
      code: 'rate_limited',
      message: 'Too many attempts. Try again later.',
      retryAfterSeconds,
    },
    { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } },
  );
}
