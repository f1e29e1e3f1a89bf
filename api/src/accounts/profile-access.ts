import type { Request } from 'express';
import type { CurrentUser } from 'shared-domain';
import { unauthenticated } from '../platform/errors.ts';
import { currentUser } from '../platform/session.ts';

/** Where the signed-in user's own data lives. */
export const MY_ACCOUNT_API = '/api/new/accounts/me';

/** The signed-in user, or a 401 `authentication_required`. */
export function signedInUser(req: Request): CurrentUser {
  const user = currentUser(req);
  if (!user) throw unauthenticated();
  return user;
}
