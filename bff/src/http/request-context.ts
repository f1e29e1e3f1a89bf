import { randomFillSync, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, Response } from 'express';

// Every request carries an x-request-id (logs, api, response) and a W3C traceparent (api), so one
// user action can be followed from the browser through the bff into the api.

// Accept a caller's id only if it is short and plain: it ends up in log lines and headers.
const requestIdPattern = /^[\w.:-]{1,128}$/;
// W3C trace-context: version-traceid-parentid-flags; all-zero ids and version ff are invalid.
const traceparentPattern = /^(?!ff)[0-9a-f]{2}-(?!0{32})[0-9a-f]{32}-(?!0{16})[0-9a-f]{16}-[0-9a-f]{2}$/;

export function requestContext(req: Request, res: Response, next: NextFunction): void {
  const incomingId = req.headers['x-request-id'];
  const requestId =
    typeof incomingId === 'string' && requestIdPattern.test(incomingId) ? incomingId : randomUUID();
  req.headers['x-request-id'] = requestId;
  res.setHeader('x-request-id', requestId);

  const incomingTrace = req.headers.traceparent;
  if (typeof incomingTrace !== 'string' || !traceparentPattern.test(incomingTrace)) {
    req.headers.traceparent = newTraceparent();
    delete req.headers.tracestate; // tracestate is meaningless without the trace it belonged to
  }
  next();
}

export function requestIdOf(req: IncomingMessage): string {
  return String(req.headers['x-request-id'] ?? '');
}

// 16 random bytes of trace id and 8 of parent id per trace, taken from a pool filled 256 traces at
// a time: asking the random source twice per request was 3 % of the proxy's CPU.
const traceBytes = 24;
const tracePool = Buffer.alloc(traceBytes * 256);
let tracePoolUsed = tracePool.length;

/** A fresh trace with the bff as its root span, sampled. */
export function newTraceparent(): string {
  if (tracePoolUsed === tracePool.length) {
    randomFillSync(tracePool);
    tracePoolUsed = 0;
  }
  const start = tracePoolUsed;
  tracePoolUsed += traceBytes;
  const traceId = tracePool.toString('hex', start, start + 16);
  const parentId = tracePool.toString('hex', start + 16, tracePoolUsed);
  return `00-${traceId}-${parentId}-01`;
}

/**
 * x-forwarded-* for the api, replacing whatever the caller sent. X-Forwarded-For is the one client
 * address this bff determined itself (req.ip: the connecting peer, or the address a proxy that
 * TRUST_PROXY names reported), never a chain a client could have written: the api's per-address
 * limits (the login lock) count exactly that address.
 */
export function forwardedHeaders(req: Request): Record<string, string> {
  return {
    'x-forwarded-for': req.ip ?? req.socket.remoteAddress ?? '',
    'x-forwarded-proto': req.protocol,
    'x-forwarded-host': req.host ?? '',
  };
}
