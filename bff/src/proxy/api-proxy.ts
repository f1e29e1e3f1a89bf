import type { Agent, ClientRequest, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { NextFunction, Request, Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { keepWhileProxied, serveFresh, serveStale } from '../cache/cached-answers.ts';
import { applyConfirmedPurge } from '../cache/purge-relay.ts';
import type { ResponseCache } from '../cache/response-cache.ts';
import type { Config } from '../config.ts';
import { sendUpstreamError, UpstreamError } from '../http/errors.ts';
import { forwardedHeaders } from '../http/request-context.ts';

// /api/new/* is passed to the api byte for byte: same path, same method, the body streamed (never
// parsed here), cookies both ways untouched. The bff only adds tracing headers and turns a
// missing or slow api into the shared error body.

const timeoutCode = 'ETIMEDOUT';

/** `cache`: the bff's shared cache of public answers (see cache/); without it every request is proxied. */
export function apiProxy(config: Config, agent: Agent, cache?: ResponseCache) {
  const proxy = createProxyMiddleware<Request, Response>({
    target: config.apiUrl,
    agent,
    // Host stays the browser's so the api sees the public host; x-forwarded-* are set below.
    changeOrigin: false,
    on: {
      proxyReq: (proxyReq) => armTimeouts(proxyReq, config),
      proxyRes: (proxyRes, req, res) => {
        if (!cache) return;
        keepWhileProxied(cache, proxyRes, req, res);
        applyConfirmedPurge(cache, proxyRes, req);
      },
      error: (error, req, res) => {
        if (cache && isResponse(res) && serveStale(cache, req, res)) return;
        answerProxyError(error, req, res);
      },
    },
  });

  return (req: Request, res: Response, next: NextFunction): void => {
    // Express strips the mount path; the api expects the full /api/new/... path.
    req.url = req.originalUrl;
    if (cache && serveFresh(cache, req, res)) return;
    Object.assign(req.headers, forwardedHeaders(req));
    void proxy(req, res, (error?: unknown) => {
      // Errors were already answered by the error listener; only a non-match continues.
      if (error === undefined) next();
    });
  };
}

/**
 * httpxy's own proxyTimeout destroys the request without a reason, which is indistinguishable
 * from a reset; destroying with a coded error lets the error listener answer 504 instead of 502.
 */
function armTimeouts(proxyReq: ClientRequest, config: Config): void {
  proxyReq.setTimeout(config.apiTimeoutMs, () => {
    proxyReq.destroy(timeoutError(`The api did not answer within ${config.apiTimeoutMs} ms`));
  });
  const socket = proxyReq.socket;
  if (!socket?.connecting) return; // a reused keep-alive socket is already connected
  const connectTimer = setTimeout(() => {
    proxyReq.destroy(timeoutError(`Could not connect to the api within ${config.apiConnectTimeoutMs} ms`));
  }, config.apiConnectTimeoutMs);
  socket.once('connect', () => clearTimeout(connectTimer));
  proxyReq.once('close', () => clearTimeout(connectTimer));
}

function timeoutError(message: string): Error {
  return Object.assign(new Error(message), { code: timeoutCode });
}

function answerProxyError(error: Error, req: Request, res: Response | Socket): void {
  const upstream =
    (error as NodeJS.ErrnoException).code === timeoutCode
      ? new UpstreamError('timeout', 'The shop service did not answer in time', { cause: error })
      : new UpstreamError('unavailable', 'The shop service is unavailable', { cause: error });
  if (!isResponse(res)) {
    req.log?.error({ err: error }, 'api proxy failed');
    res.destroy();
    return;
  }
  res.err = error; // pino-http logs the cause (ECONNREFUSED, timeout, …) on the request's line
  if (res.headersSent) {
    res.destroy(); // mid-stream failure: the client must see a broken response, not a truncated one
  } else {
    sendUpstreamError(res, upstream);
  }
}

function isResponse(value: Response | Socket): value is Response {
  return typeof (value as ServerResponse).writeHead === 'function';
}
