import type { IncomingMessage, ServerResponse } from 'node:http';
import { type DestinationStream, type Logger, pino } from 'pino';
import { pinoHttp } from 'pino-http';
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

export function httpLogger(logger: Logger) {
  return pinoHttp({
    logger,
    serializers: { res: slimResponse },
    // The request-context middleware runs first and has already chosen (or generated) the id.
    genReqId: (req: IncomingMessage) => requestIdOf(req),
    // Probes hit every few seconds; logging them would drown the real traffic.
    autoLogging: { ignore: (req: IncomingMessage) => probePaths.has(req.url ?? '') },
    customLogLevel: (_req: IncomingMessage, res: ServerResponse, err?: Error) => {
      if (err || res.statusCode >= 500) return 'error';
      if (res.statusCode >= 400) return 'warn';
      return 'info';
    },
  });
}
