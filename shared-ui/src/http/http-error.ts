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
 * The one reader of the api's field errors `{ <group>: { <field>: [msg] } }`: the first message of
 * every field, keyed by its dotted path, ready to show next to the fields. The api groups by the
 * payload's sections (order_billing_address.email) or puts every path into the default "form"
 * group; both land on the same key, so a form finds its fields whichever the api chose.
 */
export function fieldErrorsOf(body: ApiErrorBody | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [group, fields] of Object.entries(body?.errors ?? {})) {
    for (const [field, messages] of Object.entries(fields)) {
      const path = group === 'form' ? field : `${group}.${field}`;
      if (messages.length > 0) result[path] ??= messages[0];
    }
  }
  return result;
}
