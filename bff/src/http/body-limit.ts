import type { NextFunction, Request, Response } from 'express';
import { sendError } from './errors.ts';

// Bodies are streamed to the api unparsed, so the limit is enforced on the declared length before
// a single byte is forwarded. (Chunked bodies without a length are left to the api's own limit.)
export function bodyLimit(maxBytes: number) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > maxBytes) {
      // Tell the client not to keep sending what we will not read.
      res.setHeader('Connection', 'close');
      sendError(res, 413, 'validation', 'payload_too_large');
    } else {
      next();
    }
  };
}
