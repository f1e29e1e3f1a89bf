import { applyAuth, type HttpAuth } from './auth.ts';
import { HttpError, isApiErrorBody, NetworkError } from './http-error.ts';
import { fillPathParams, type PathParams } from './path-params.ts';
import { appendQuery, type QueryParams } from './query-string.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';

export interface HttpRequest {
  method?: HttpMethod;
  /** Root-relative ("/api/new/…/{id}/") or absolute URL; `{name}` placeholders come from pathParams. */
  path: string;
  pathParams?: PathParams;
  query?: QueryParams;
  /** Plain values are sent as JSON; FormData, URLSearchParams, Blob, strings and buffers as they are. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Overrides the client's auth for this call; `null` sends none. */
  auth?: HttpAuth | null;
  signal?: AbortSignal;
}

export type HttpRequestOptions = Omit<HttpRequest, 'method' | 'path' | 'body'>;

export interface HttpResponse<T> {
  status: number;
  headers: Headers;
  data: T;
}

export interface HttpClientOptions {
  /** Prefix for root-relative paths; unset means the page's own origin (the bff). */
  baseUrl?: string;
  fetch?: typeof fetch;
  auth?: HttpAuth;
  headers?: Record<string, string>;
  /** 'include' by default: the shop authenticates with its session cookie. */
  credentials?: RequestCredentials;
}

export interface HttpClient {
  request<T = unknown>(request: HttpRequest): Promise<HttpResponse<T>>;
  get<T = unknown>(path: string, options?: HttpRequestOptions): Promise<HttpResponse<T>>;
  head(path: string, options?: HttpRequestOptions): Promise<HttpResponse<undefined>>;
  options<T = unknown>(path: string, options?: HttpRequestOptions): Promise<HttpResponse<T>>;
  delete<T = unknown>(
    path: string,
    options?: HttpRequestOptions & { body?: unknown },
  ): Promise<HttpResponse<T>>;
  post<T = unknown>(path: string, body?: unknown, options?: HttpRequestOptions): Promise<HttpResponse<T>>;
  put<T = unknown>(path: string, body?: unknown, options?: HttpRequestOptions): Promise<HttpResponse<T>>;
  patch<T = unknown>(path: string, body?: unknown, options?: HttpRequestOptions): Promise<HttpResponse<T>>;
}

const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:\/\//i;

function resolveUrl(baseUrl: string | undefined, path: string): string {
  if (ABSOLUTE_URL.test(path)) return path;
  if (baseUrl) return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  // Browsers resolve relative URLs against the page; fetch outside a page (jsdom, Node) does not.
  return typeof location === 'undefined' ? path : new URL(path, location.href).href;
}

// By tag, not instanceof: a body made in another realm (iframe, test environment) is still recognised.
const RAW_BODY_TAGS = new Set([
  'FormData',
  'URLSearchParams',
  'Blob',
  'File',
  'ArrayBuffer',
  'ReadableStream',
]);

function isRawBody(body: unknown): body is BodyInit {
  if (typeof body === 'string' || ArrayBuffer.isView(body)) return true;
  return RAW_BODY_TAGS.has(Object.prototype.toString.call(body).slice(8, -1));
}

async function readBody(response: Response, method: HttpMethod): Promise<unknown> {
  if (method === 'HEAD' || response.status === 204 || response.status === 205 || response.status === 304) {
    return undefined;
  }
  const text = await response.text();
  if (text === '') return undefined;
  const contentType = response.headers.get('Content-Type') ?? '';
  if (!/[/+]json\b/i.test(contentType)) return text;
  try {
    return JSON.parse(text);
  } catch {
    // A proxy's HTML or a truncated body: keep the text rather than hiding the real status.
    return text;
  }
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof Error && error.name === 'AbortError');
}

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const { baseUrl, auth: defaultAuth, headers: defaultHeaders = {}, credentials = 'include' } = options;
  // Looked up per call, not captured: test tools and polyfills replace globalThis.fetch after import.
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function request<T>(req: HttpRequest): Promise<HttpResponse<T>> {
    const method = req.method ?? 'GET';
    const headers = new Headers({ Accept: 'application/json', ...defaultHeaders });
    const query = applyAuth(req.auth === undefined ? defaultAuth : req.auth, headers, req.query ?? {});
    const url = appendQuery(resolveUrl(baseUrl, fillPathParams(req.path, req.pathParams)), query);

    let body: BodyInit | undefined;
    if (req.body !== undefined) {
      if (isRawBody(req.body)) {
        body = req.body;
      } else {
        body = JSON.stringify(req.body);
        headers.set('Content-Type', 'application/json');
      }
    }
    for (const [name, value] of Object.entries(req.headers ?? {})) headers.set(name, value);

    let response: Response;
    try {
      response = await doFetch(url, { method, headers, body, credentials, signal: req.signal });
    } catch (error) {
      if (isAbort(error, req.signal)) throw error;
      throw new NetworkError({ method, url, cause: error });
    }

    const data = await readBody(response, method);
    if (!response.ok) {
      throw new HttpError({
        status: response.status,
        body: isApiErrorBody(data) ? data : undefined,
        headers: response.headers,
        method,
        url,
      });
    }
    return { status: response.status, headers: response.headers, data: data as T };
  }

  return {
    request,
    get: <T>(path: string, opts?: HttpRequestOptions) => request<T>({ ...opts, method: 'GET', path }),
    head: (path: string, opts?: HttpRequestOptions) => request<undefined>({ ...opts, method: 'HEAD', path }),
    options: <T>(path: string, opts?: HttpRequestOptions) => request<T>({ ...opts, method: 'OPTIONS', path }),
    delete: <T>(path: string, opts?: HttpRequestOptions & { body?: unknown }) =>
      request<T>({ ...opts, method: 'DELETE', path }),
    post: <T>(path: string, body?: unknown, opts?: HttpRequestOptions) =>
      request<T>({ ...opts, method: 'POST', path, body }),
    put: <T>(path: string, body?: unknown, opts?: HttpRequestOptions) =>
      request<T>({ ...opts, method: 'PUT', path, body }),
    patch: <T>(path: string, body?: unknown, opts?: HttpRequestOptions) =>
      request<T>({ ...opts, method: 'PATCH', path, body }),
  };
}
