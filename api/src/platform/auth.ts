import type { RequestHandler } from 'express';
import type { Role, ShopCode } from 'shared-domain';
import type { Db } from './db/schema.ts';
import { forbidden, unauthenticated } from './errors.ts';
import { currentUser } from './session.ts';

/** 401 without a signed-in user, 403 when the user's role is not one of `roles`. */
export function requireRole(...roles: Role[]): RequestHandler {
  return (req, _res, next) => {
    const user = currentUser(req);
    if (!user) return next(unauthenticated());
    if (!roles.includes(user.role)) return next(forbidden());
    next();
  };
}

/**
 * What another component does when a visitor signs in, inside the login transaction and before
 * the visitor's session is deleted (e.g. the cart keeps the anonymous cart). Wired in app.ts, so
 * accounts does not import the components that react to it.
 */
export type AfterLogin = (
  trx: Db,
  event: { shop: ShopCode; userId: number; previousSessionId: string | null; sessionId: string },
) => Promise<void>;
