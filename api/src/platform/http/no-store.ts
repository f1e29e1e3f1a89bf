import type { RequestHandler } from 'express';

/** Answers about the signed-in user must never be cached by a browser or a proxy. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};
