import type { IncomingMessage, ServerResponse } from 'node:http';
import { type DestinationStream, type Logger, pino } from 'pino';
import { stdSerializers } from 'pino-http';
import { requestIdOf } from './http/request-context.ts';

// Session cookies and anything that authenticates a user must never reach the logs.
const redactedPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
];

export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = { level, redact: { paths: redactedPaths, censor: '[redacted]' } };
  return destination ? pino(options, destination) : pino(options);
}

const probePaths = new Set(['/healthz', '/readyz']);

// Security headers are the same on every response; logging them would triple each log line.
const loggedResponseHeaders = [
  'content-type',
  'content-length',
  'content-encoding',
  'cache-control',
  'location',
  'set-cookie',
];

interface SerializedResponse {
  statusCode: number;
  headers: Record<string, unknown>;
}

function slimResponse(res: SerializedResponse): SerializedResponse {
  const headers: Record<string, unknown> = {};
  for (const name of loggedResponseHeaders) {
    if (res.headers?.[name] !== undefined) headers[name] = res.headers[name];
  }
  return { statusCode: res.statusCode, headers };
}

type Level = 'info' | 'warn' | 'error';

function levelOf(res: ServerResponse, err: Error | undefined): Level {
  if (err || res.statusCode >= 500) return 'error';
  if (res.statusCode >= 400) return 'warn';
  return 'info';
}

/**
 * One line per request when its answer ends (the line pino-http writes: the request, the answer,
 * responseTime, and `res.err` as `err`). Serialized only then and only at an enabled level: pino-http
 * builds a child logger with the serialized, redacted request for every request up front, which was
 * a tenth of the proxy's CPU. `req.log` is that child, made on first use.
 */
export function httpLogger(logger: Logger) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    // The request-context middleware runs first and has already chosen (or generated) the id.
    req.id = requestIdOf(req);
    let requestLog: Logger | undefined;
    Object.defineProperty(req, 'log', {
      configurable: true,
      get: () => {
        requestLog ??= logger.child({ req: stdSerializers.req(req) });
        return requestLog;
      },
    });
    // Probes hit every few seconds; logging them would drown the real traffic.
    if (!probePaths.has(req.url ?? '')) logWhenAnswered(logger, req, res);
    next();
  };
}

function logWhenAnswered(logger: Logger, req: IncomingMessage, res: ServerResponse): void {
  const started = Date.now();
  const complete = (error?: Error) => {
    res.off('finish', complete);
    res.off('close', complete);
    res.off('error', complete);
    // A 5xx without a cause still gets one, so every error line has an `err` (as pino-http did).
    const err =
      error ??
      res.err ??
      (res.statusCode >= 500 ? new Error(`failed with status code ${res.statusCode}`) : undefined);
    const level = levelOf(res, err);
    if (!logger.isLevelEnabled(level)) return;
    const line = {
      req: stdSerializers.req(req),
      res: slimResponse(stdSerializers.res(res)),
      ...(err ? { err } : {}),
      responseTime: Date.now() - started,
    };
    logger[level](line, err ? 'request errored' : completionMessage(req, res));
  };
  res.on('finish', complete);
  res.on('close', complete);
  res.on('error', complete);
}

function completionMessage(req: IncomingMessage, res: ServerResponse): string {
  return !req.readableAborted && res.writableEnded ? 'request completed' : 'request aborted';
}
