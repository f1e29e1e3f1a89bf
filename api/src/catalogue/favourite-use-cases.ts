import type { ProductSummary, ShopCode } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';
import { notFound } from '../platform/errors.ts';
import type { StoredSession } from '../platform/session-repository.ts';
import {
  deleteFavourite,
  type FavouritesOwner,
  insertFavourite,
  selectFavouriteIds,
} from './favourite-repository.ts';
import { isSoldIn, selectSummaries } from './storefront-product-repository.ts';

function ownerOf(shop: ShopCode, session: { id: string; userId: number | null }): FavouritesOwner {
  return session.userId !== null ? { shop, userId: session.userId } : { shop, sessionId: session.id };
}

/** The caller's favourites; a visitor without a session has none. */
export async function listFavourites(
  db: Db,
  shop: ShopCode,
  session: StoredSession | null,
): Promise<ProductSummary[]> {
  if (!session) return [];
  return selectSummaries(db, shop, await selectFavouriteIds(db, ownerOf(shop, session)));
}

/**
 * Adds a product to the favourites. `openSession` gives the caller's session, starting a visitor's
 * when there is none yet: called only for a product the shop sells, so a wrong id starts nothing.
 */
export async function addFavourite(
  db: Db,
  shop: ShopCode,
  productId: number,
  openSession: () => Promise<StoredSession>,
): Promise<void> {
  if (!(await isSoldIn(db, shop, productId))) throw notFound('product_not_found');
  const session = await openSession();
  await insertFavourite(db, ownerOf(shop, session), productId);
}

export async function removeFavourite(
  db: Db,
  shop: ShopCode,
  session: StoredSession | null,
  productId: number,
): Promise<void> {
  if (session) await deleteFavourite(db, ownerOf(shop, session), productId);
}
