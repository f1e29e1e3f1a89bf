import type { Request } from 'express';
import { UpstreamError } from '../http/errors.ts';
import { forwardedHeaders } from '../http/request-context.ts';

// The api as seen by a page aggregate: calls carry the caller's session cookie and tracing
// headers, each has its own deadline, and Set-Cookie answers are collected for the browser
// (the api may refresh or rotate the session on any call).

export interface ApiClient {
  get<T>(path: string): Promise<T>;
  /** The body with the answer's headers (how long it may be shared, its cache keys). */
  getAnswer<T>(path: string): Promise<ApiAnswer<T>>;
}

export interface ApiAnswer<T> {
  body: T;
  headers: Headers;
}

/** The api answered, but not with 2xx; the aggregate passes 4xx on and turns 5xx into a 502. */
export class ApiResponseError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, body: unknown) {
    super(`The api answered ${status}`);
    this.name = 'ApiResponseError';
    this.status = status;
    this.body = body;
  }
}

export interface ApiCallOptions {
  apiUrl: string;
  timeoutMs: number;
  /** Aborted when the browser goes away, so abandoned aggregates stop loading the api. */
  signal: AbortSignal;
  /** Receives every Set-Cookie header of every call. */
  onSetCookie: (cookies: string[]) => void;
  /** Leave the caller's cookie out: public answers any visitor may share (pages for search engines). */
  anonymous?: boolean;
}

export function createApiClient(req: Request, options: ApiCallOptions): ApiClient {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-request-id': String(req.headers['x-request-id']),
    traceparent: String(req.headers.traceparent),
    ...forwardedHeaders(req),
  };
  if (req.headers.cookie && !options.anonymous) headers.cookie = req.headers.cookie;
  if (req.headers['accept-language']) headers['accept-language'] = String(req.headers['accept-language']);

  async function getAnswer<T>(path: string): Promise<ApiAnswer<T>> {
    const response = await call(`${options.apiUrl}${path}`, {
      headers,
      signal: AbortSignal.any([options.signal, AbortSignal.timeout(options.timeoutMs)]),
    });
    options.onSetCookie(response.headers.getSetCookie());
    const body = await readBody(response);
    if (!response.ok) throw new ApiResponseError(response.status, body);
    return { body: body as T, headers: response.headers };
  }
  return {
    getAnswer,
    async get<T>(path: string): Promise<T> {
      return (await getAnswer<T>(path)).body;
    },
  };
}

async function call(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    throw classify(error);
  }
}

async function readBody(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text ? JSON.parse(text) : undefined;
  } catch (error) {
    if (error instanceof SyntaxError)
      throw new UpstreamError('unavailable', 'The api answered malformed JSON');
    throw classify(error);
  }
}

function classify(error: unknown): UpstreamError {
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return new UpstreamError('timeout', 'The shop service did not answer in time', { cause: error });
  }
  return new UpstreamError('unavailable', 'The shop service is unavailable', { cause: error });
}
