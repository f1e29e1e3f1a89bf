import type { RequestHandler } from 'express';
import { type AppError, CodedError } from '../errors.ts';

/**
 * A path whose percent-encoding does not decode to text (`%E0%A4%A`, `%`, an encoded lone
 * surrogate) or decodes to a NUL byte is the client's mistake: 400 before any route sees it.
 * Otherwise Express throws while decoding the route's parameters, and PostgreSQL refuses a NUL
 * in text; both would end in a 500.
 */
export const refuseUnreadablePath: RequestHandler = (req, _res, next) => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(req.path);
  } catch {
    return next(invalidPath());
  }
  next(decoded.includes('\u0000') ? invalidPath() : undefined);
};

function invalidPath(): AppError {
  return new CodedError('validation', 'invalid_path', 400);
}
