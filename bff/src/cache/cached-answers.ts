import type { IncomingMessage } from 'node:http';
import type { Request, Response } from 'express';
import { type ResponseCache, sharedMaxAgeMs, surrogateKeysOf } from './response-cache.ts';

// How the api proxy uses the shared cache: a fresh kept answer is served without asking the api;
// an answer the api marks shareable is kept while it streams to the browser; when the api fails,
// a kept answer (even a stale one) is better than an error page.

/** The answer headers worth keeping: what describes the body and how it may be cached. */
const KEPT_HEADERS = [
  'content-type',
  'content-language',
  'cache-control',
  'surrogate-key',
  'etag',
  'last-modified',
];

function isRead(req: Request): boolean {
  return req.method === 'GET' || req.method === 'HEAD';
}

/** Answers from the cache when it holds a fresh answer; true when it did. */
export function serveFresh(cache: ResponseCache, req: Request, res: Response): boolean {
  if (!isRead(req)) return false;
  const entry = cache.fresh(req.originalUrl);
  if (!entry) return false;
  send(res, entry.status, entry.headers, entry.body, {
    'X-Cache': 'HIT',
    Age: String(cache.ageSeconds(entry)),
  });
  return true;
}

/** When the api cannot answer: the last answer kept for the URL, marked as stale; true when it did. */
export function serveStale(cache: ResponseCache, req: Request, res: Response): boolean {
  if (!isRead(req) || res.headersSent) return false;
  const entry = cache.any(req.originalUrl);
  if (!entry) return false;
  send(res, entry.status, entry.headers, entry.body, {
    'X-Cache': 'STALE',
    Age: String(cache.ageSeconds(entry)),
  });
  return true;
}

/** Keeps the api's answer while it is proxied, if it is a shareable 200 without a cookie. */
export function keepWhileProxied(
  cache: ResponseCache,
  proxyRes: IncomingMessage,
  req: Request,
  res: Response,
): void {
  if (!isRead(req)) return;
  const freshForMs = sharedMaxAgeMs({
    cacheControl: header(proxyRes, 'cache-control'),
    surrogateControl: header(proxyRes, 'surrogate-control'),
  });
  const shareable =
    proxyRes.statusCode === 200 && freshForMs !== undefined && !proxyRes.headers['set-cookie'];
  res.setHeader('X-Cache', shareable ? 'MISS' : 'PASS');
  if (!shareable || req.method === 'HEAD') return;
  const chunks: Buffer[] = [];
  let size = 0;
  let tooBig = false;
  proxyRes.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > cache.limits.maxEntryBytes) tooBig = true;
    else chunks.push(chunk);
  });
  proxyRes.on('end', () => {
    if (tooBig || !proxyRes.complete) return;
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = header(proxyRes, name);
      if (value !== undefined) headers[name] = value;
    }
    cache.store(req.originalUrl, {
      status: 200,
      headers,
      body: Buffer.concat(chunks),
      keys: surrogateKeysOf(headers['surrogate-key']),
      freshForMs,
    });
  });
}

function header(message: IncomingMessage, name: string): string | undefined {
  const value = message.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

function send(
  res: Response,
  status: number,
  headers: Record<string, string>,
  body: Buffer,
  extra: Record<string, string>,
): void {
  res.status(status).set(headers).set(extra);
  res.end(res.req.method === 'HEAD' ? undefined : body);
}
