import type { Request, Response } from 'express';
import type { ProductSummary, ShopCode } from 'shared-domain';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/schema.ts';
import { notFound } from '../platform/errors.ts';
import { currentSession, ensureSession } from '../platform/session.ts';
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
export async function listFavourites(db: Db, shop: ShopCode, req: Request): Promise<ProductSummary[]> {
  const session = currentSession(req);
  if (!session) return [];
  return selectSummaries(db, shop, await selectFavouriteIds(db, ownerOf(shop, session)));
}

/** Adds a product to the favourites, starting a visitor's session when there is none yet. */
export async function addFavourite(
  deps: { db: Db; config: Config },
  req: Request,
  res: Response,
  productId: number,
): Promise<void> {
  const { db, config } = deps;
  if (!(await isSoldIn(db, config.shop, productId))) throw notFound('product_not_found');
  const session = await ensureSession(req, res, { db, shop: config.shop, cookieSecure: config.cookieSecure });
  await insertFavourite(db, ownerOf(config.shop, session), productId);
}

export async function removeFavourite(
  db: Db,
  shop: ShopCode,
  req: Request,
  productId: number,
): Promise<void> {
  const session = currentSession(req);
  if (session) await deleteFavourite(db, ownerOf(shop, session), productId);
}
