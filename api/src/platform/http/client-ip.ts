import type { Request } from 'express';

/** The caller's address as Express sees it through the trusted proxies (the bff adds X-Forwarded-For). */
export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}
