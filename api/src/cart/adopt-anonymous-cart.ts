import type { AfterLogin } from '../platform/auth.ts';
import { assignCartToUser, findCartId, mergeCarts } from './cart-repository.ts';

/** What was put in the cart before signing in stays in the cart after signing in. */
export const adoptAnonymousCart: AfterLogin = async (trx, { shop, userId, previousSessionId }) => {
  if (!previousSessionId) return;
  const visitorCart = await findCartId(trx, { shop, sessionId: previousSessionId });
  if (visitorCart === undefined) return;
  const userCart = await findCartId(trx, { shop, userId });
  const now = new Date();
  if (userCart === undefined) await assignCartToUser(trx, visitorCart, userId, now);
  else await mergeCarts(trx, visitorCart, userCart, now);
};
