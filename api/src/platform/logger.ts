import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import pino, { type DestinationStream, type Logger } from 'pino';
import { type HttpLogger, pinoHttp } from 'pino-http';

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      // Session cookies and credentials never reach the log.
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    destination,
  );
}

const REQUEST_ID_HEADER = 'x-request-id';
/** An incoming id is reused only when it is short and harmless to echo and to log. */
const SAFE_REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * One log line per request, carrying the request id: the caller's x-request-id (the bff
 * forwards it) or a fresh one, echoed back so a user-reported error can be found in the log.
 */
export function requestLogger(logger: Logger): HttpLogger<IncomingMessage, ServerResponse> {
  return pinoHttp({
    logger,
    genReqId: (req, res) => {
      const incoming = req.headers[REQUEST_ID_HEADER];
      const id = typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    customAttributeKeys: { reqId: 'reqId' },
    quietReqLogger: true,
    // Access lines stay short: the error handler logs failures with their stack separately.
    serializers: {
      req: (req: { method: string; url: string; remoteAddress?: string }) => ({
        method: req.method,
        url: req.url,
        remoteAddress: req.remoteAddress,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}
