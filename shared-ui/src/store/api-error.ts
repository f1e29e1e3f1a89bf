import type { ApiErrorBody, ErrorType } from 'shared-domain';
import { isHttpError, isNetworkError } from '../http/http-error.ts';

/**
 * The error every RTK Query endpoint returns. `data` always has the api's shape, even when the
 * failure came from a proxy or the network, so screens can map `data.code` to a message without
 * special cases. `status` 0 means the server was not reached.
 */
export interface ApiError {
  status: number;
  data: ApiErrorBody;
}

function typeOfStatus(status: number): ErrorType {
  if (status === 0 || status === 502 || status === 503 || status === 504) return 'upstream';
  if (status === 400 || status === 422) return 'validation';
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 429) return 'rate_limited';
  return 'internal';
}

export function toApiError(error: unknown): ApiError {
  if (isHttpError(error)) {
    return {
      status: error.status,
      data: error.body ?? { type: typeOfStatus(error.status), code: error.code, message: error.message },
    };
  }
  if (isNetworkError(error)) {
    return { status: 0, data: { type: 'upstream', code: error.code, message: error.message } };
  }
  if (error instanceof Error && error.name === 'AbortError') {
    return { status: 0, data: { type: 'upstream', code: 'aborted', message: error.message } };
  }
  // Anything else (a missing path parameter, a bug) is not the server's fault: show it as internal.
  return {
    status: 0,
    data: {
      type: 'internal',
      code: 'client_error',
      message: error instanceof Error ? error.message : String(error),
    },
  };
}

export function isApiError(error: unknown): error is ApiError {
  if (typeof error !== 'object' || error === null) return false;
  const candidate = error as Partial<ApiError>;
  return typeof candidate.status === 'number' && typeof candidate.data?.code === 'string';
}

/**
 * The seconds a 429 asks to wait: `retryAfterSeconds` of the shared error body (or the login
 * lock's); null for any other error, or when the body does not say.
 */
export function retryAfterSecondsOf(error: unknown): number | null {
  if (!isApiError(error) || error.status !== 429) return null;
  const seconds = error.data.retryAfterSeconds ?? error.data.lock?.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}
