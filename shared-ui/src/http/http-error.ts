import type { ApiErrorBody } from 'shared-domain';
import { errorTypes } from 'shared-domain';

/** The server answered with a non-2xx status. `body` is set when it used the api's error shape. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string;
  readonly body: ApiErrorBody | undefined;
  readonly headers: Headers;
  readonly method: string;
  readonly url: string;

  constructor(init: {
    status: number;
    body: ApiErrorBody | undefined;
    headers: Headers;
    method: string;
    url: string;
  }) {
    super(init.body?.message ?? `${init.method} ${init.url} failed with status ${init.status}`);
    this.name = 'HttpError';
    this.status = init.status;
    this.code = init.body?.code ?? `http_${init.status}`;
    this.body = init.body;
    this.headers = init.headers;
    this.method = init.method;
    this.url = init.url;
  }
}

/** fetch itself failed (offline, DNS, CORS, connection reset): there is no status to look at. */
export class NetworkError extends Error {
  readonly code = 'network_error';
  readonly method: string;
  readonly url: string;

  constructor(init: { method: string; url: string; cause: unknown }) {
    super(`${init.method} ${init.url} could not reach the server`, { cause: init.cause });
    this.name = 'NetworkError';
    this.method = init.method;
    this.url = init.url;
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError;
}

// A structural check instead of the zod schema: the client must not pull zod into every front's bundle.
export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return (
    typeof body.code === 'string' &&
    typeof body.message === 'string' &&
    typeof body.type === 'string' &&
    (errorTypes as readonly string[]).includes(body.type) &&
    (body.errors === undefined || (typeof body.errors === 'object' && body.errors !== null))
  );
}

/**
 * First message of every field of one error group ("form" for flat forms), ready to show next to
 * the fields.
 */
export function fieldErrorsOf(body: ApiErrorBody | undefined, group = 'form'): Record<string, string> {
  const fields = body?.errors?.[group] ?? {};
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fields)) {
    if (messages.length > 0) result[field] = messages[0];
  }
  return result;
}
