import type { Request, RequestHandler } from 'express';
import { type CurrentUser, type Role, roles, type ShopCode } from 'shared-domain';
import type { Db } from './db/schema.ts';
import { forbidden, unauthenticated } from './errors.ts';
import { currentSession } from './session.ts';

/**
 * Who a signed-in caller is to the access rules: the account's role, except that a branch's shop
 * account (a counter, role customer, kind 'shop') is a caller of its own, so a route can leave it
 * out (its personal data is managed by head office).
 */
export type Principal = Role | 'shop-account';
export const principals: readonly Principal[] = [...roles, 'shop-account'];

/**
 * Who may call an operation, declared in its spec: 'public' (anyone, signed in or not),
 * 'signed-in' (any signed-in account) or the principals allowed. The route table mounts the
 * check from it, and the OpenAPI document derives its 401/403 answers from it.
 */
export type Access = 'public' | 'signed-in' | readonly Principal[];

export function principalOf(req: Request): Principal | null {
  const session = currentSession(req);
  if (!session?.user) return null;
  return session.accountKind === 'shop' ? 'shop-account' : session.user.role;
}

/** Whether some signed-in principal is refused (the operation can answer 403). */
export function refusesSomePrincipal(access: Access): boolean {
  return typeof access !== 'string' && principals.some((principal) => !access.includes(principal));
}

/** The handlers enforcing `access` before a route's own: 401 without a signed-in user, 403 outside it. */
export function accessGuard(access: Access): RequestHandler[] {
  if (access === 'public') return [];
  return [
    (req, _res, next) => {
      const principal = principalOf(req);
      if (principal === null) return next(unauthenticated());
      if (access !== 'signed-in' && !access.includes(principal)) return next(forbidden());
      next();
    },
  ];
}

/**
 * The signed-in user of a route whose access admits signed-in callers only; its guard has already
 * answered 401 to anyone else, so a missing user here is a route declared with the wrong access.
 */
export function signedInUser(req: Request): CurrentUser {
  const user = currentSession(req)?.user;
  if (!user) throw new Error(`${req.method} ${req.path} reads the signed-in user but its access is 'public'`);
  return user;
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
