import type { RequestHandler } from 'express';
import { isCrossSiteRequest } from 'shared-domain/cross-site-request.ts';
import { CodedError } from '../errors.ts';

/**
 * Unsafe methods only from the shop's own origin, as the bff checks at the edge (the rule and its
 * reasons: shared-domain cross-site-request.ts). The bff's proxy keeps the browser's Host, Origin
 * and Sec-Fetch-Site, and its own calls carry neither header, so both pass.
 */
export const refuseCrossSiteRequests: RequestHandler = (req, _res, next) => {
  const crossSite = isCrossSiteRequest({
    method: req.method,
    secFetchSite: req.get('sec-fetch-site'),
    origin: req.get('origin'),
    ownOrigin: `${req.protocol}://${req.host}`,
  });
  if (!crossSite) return next();
  next(new CodedError('forbidden', 'csrf_rejected', 403));
};
