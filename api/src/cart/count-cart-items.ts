import type { ShopCode } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';
import type { StoredSession } from '../platform/session-repository.ts';
import { countItems } from './cart-repository.ts';

/** Pieces in the caller's cart; no session means no cart, and nothing is created to find that out. */
export async function countCartItems(db: Db, shop: ShopCode, session: StoredSession | null): Promise<number> {
  if (!session) return 0;
  if (session.userId !== null) return countItems(db, { shop, userId: session.userId });
  return countItems(db, { shop, sessionId: session.id });
}
