import type { AfterLogin } from '../platform/auth.ts';
import { moveSessionFavouritesToUser } from './favourite-repository.ts';

/** What a visitor marked as favourite stays a favourite after signing in (merged with the user's). */
export const adoptAnonymousFavourites: AfterLogin = async (trx, { shop, userId, previousSessionId }) => {
  if (previousSessionId) await moveSessionFavouritesToUser(trx, shop, previousSessionId, userId);
};
