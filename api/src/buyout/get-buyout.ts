import type { BuyoutData, CurrentUser, ShopCode } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';
import { notFound } from '../platform/errors.ts';
import { findBuyout } from './buyout-repository.ts';
import { buyoutTexts } from './buyout-texts.ts';
import { buyoutDataOf } from './buyout-view.ts';
import { tokenMatches } from './tokens.ts';

export interface BuyoutReader {
  sessionId: string | null;
  user: CurrentUser | null;
  /** The token of the thank-you link, if the caller has one. */
  token: string | undefined;
}

/**
 * "GET buyout data by id" (review mode). Readable by its owner (the session that sold it or the
 * signed-in user it belongs to), by whoever holds the token of its link, and by staff. Everyone
 * else gets the same 404 as for an id that does not exist, so ids reveal nothing.
 */
export async function getBuyout(
  db: Db,
  shop: ShopCode,
  id: number | undefined,
  reader: BuyoutReader,
): Promise<BuyoutData> {
  const row = id === undefined ? undefined : await findBuyout(db, shop, id);
  if (!row || !mayRead(row, reader)) throw notFound('buyout_not_found', buyoutTexts[shop].buyoutNotFound);
  return buyoutDataOf(db, shop, row);
}

function mayRead(
  row: { session_id: string | null; user_id: number | null; token_hash: string },
  reader: BuyoutReader,
) {
  if (reader.user?.role === 'staff') return true;
  if (reader.sessionId !== null && row.session_id === reader.sessionId) return true;
  if (reader.user !== null && row.user_id === reader.user.id) return true;
  return reader.token !== undefined && tokenMatches(reader.token, row.token_hash);
}
