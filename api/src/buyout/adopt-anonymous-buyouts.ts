import type { AfterLogin } from '../platform/auth.ts';
import { assignSessionBuyoutsToUser } from './buyout-repository.ts';

/**
 * Signing in rotates the session id, so a visitor who sold a device and then signs in would lose
 * the session-owned access to it; the buyouts move to the user instead.
 */
export const adoptAnonymousBuyouts: AfterLogin = async (trx, { shop, userId, previousSessionId }) => {
  if (previousSessionId) await assignSessionBuyoutsToUser(trx, shop, previousSessionId, userId);
};
