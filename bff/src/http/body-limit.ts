import type { NextFunction, Request, Response } from 'express';
import { sendError } from './errors.ts';

// Bodies are streamed to the api unparsed, so the limit is enforced on the declared length before
// a single byte is forwarded. (Chunked bodies without a length are left to the api's own limit.)
// File uploads (multipart) get the larger `uploadMaxBytes`: staff send images and CSV imports, and
// the api holds each upload route to its own, smaller limit.
export function bodyLimit(maxBytes: number, uploadMaxBytes = maxBytes) {
  const smallerLimit = Math.min(maxBytes, uploadMaxBytes);
  const limitFor = (req: Request) =>
    req.is('multipart/form-data') === 'multipart/form-data' ? uploadMaxBytes : maxBytes;
  return (req: Request, res: Response, next: NextFunction): void => {
    const declared = Number(req.headers['content-length'] ?? 0);
    // Most requests have no body: the content type is looked at only when a limit could be passed.
    if (declared > smallerLimit && declared > limitFor(req)) {
      // Tell the client not to keep sending what we will not read.
      res.setHeader('Connection', 'close');
      sendError(res, 413, 'validation', 'payload_too_large');
    } else {
      next();
    }
  };
}
