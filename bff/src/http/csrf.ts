import type { NextFunction, Request, Response } from 'express';
import { isCrossSiteRequest } from 'shared-domain/cross-site-request.ts';
import { sendError } from './errors.ts';

/** Unsafe methods only from the shop's own origin (the rule and its reasons: cross-site-request.ts). */
export function csrfGuard(req: Request, res: Response, next: NextFunction): void {
  const crossSite = isCrossSiteRequest({
    method: req.method,
    secFetchSite: req.get('sec-fetch-site'),
    origin: req.get('origin'),
    ownOrigin: `${req.protocol}://${req.host}`,
  });
  if (crossSite) {
    sendError(res, 403, 'forbidden', 'csrf_rejected');
  } else {
    next();
  }
}
