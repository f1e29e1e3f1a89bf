import { sql } from 'kysely';
import type { ShopCode } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';

/** Whose favourites: a signed-in customer's (by user) or a visitor's (by session). */
export type FavouritesOwner = { shop: ShopCode } & ({ userId: number } | { sessionId: string });

/** Product ids, the most recently added first. */
export async function selectFavouriteIds(db: Db, owner: FavouritesOwner): Promise<number[]> {
  const rows = await db
    .selectFrom('favourites')
    .select('product_id')
    .where('shop', '=', owner.shop)
    .$call((qb) =>
      'userId' in owner
        ? qb.where('user_id', '=', owner.userId)
        : qb.where('session_id', '=', owner.sessionId),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => row.product_id);
}

/** Adds the product; adding it again changes nothing. */
export async function insertFavourite(db: Db, owner: FavouritesOwner, productId: number): Promise<void> {
  if ('userId' in owner) {
    await sql`insert into favourites (shop, user_id, product_id) values (${owner.shop}, ${owner.userId}, ${productId})
      on conflict (user_id, product_id) where user_id is not null do nothing`.execute(db);
  } else {
    await sql`insert into favourites (shop, session_id, product_id) values (${owner.shop}, ${owner.sessionId}, ${productId})
      on conflict (session_id, product_id) where session_id is not null do nothing`.execute(db);
  }
}

export async function deleteFavourite(db: Db, owner: FavouritesOwner, productId: number): Promise<void> {
  await db
    .deleteFrom('favourites')
    .where('shop', '=', owner.shop)
    .where('product_id', '=', productId)
    .$call((qb) =>
      'userId' in owner
        ? qb.where('user_id', '=', owner.userId)
        : qb.where('session_id', '=', owner.sessionId),
    )
    .execute();
}

/** Moves a visitor's favourites to the user; those the user has already are kept once. */
export async function moveSessionFavouritesToUser(
  db: Db,
  shop: ShopCode,
  sessionId: string,
  userId: number,
): Promise<void> {
  await sql`insert into favourites (shop, user_id, product_id, created_at)
    select shop, ${userId}, product_id, created_at from favourites where shop = ${shop} and session_id = ${sessionId}
    on conflict (user_id, product_id) where user_id is not null do nothing`.execute(db);
  await db.deleteFrom('favourites').where('shop', '=', shop).where('session_id', '=', sessionId).execute();
}
