import type { ShopCode } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';

// The shop's pickup points (Zásilkovna, Sameday easybox), as the checkout looks them up.

/** Active points whose search_text contains every term, by city and name. */
export async function selectPickupPoints(db: Db, shop: ShopCode, terms: string[], limit: number) {
  let select = db
    .selectFrom('pickup_points')
    .selectAll()
    .where('shop', '=', shop)
    .where('is_active', '=', true);
  for (const term of terms) {
    select = select.where('search_text', 'like', `%${term.replace(/[\\%_]/g, '\\$&')}%`);
  }
  return select.orderBy('city').orderBy('name').limit(limit).execute();
}

export async function findPickupPoint(db: Db, shop: ShopCode, id: number) {
  return db
    .selectFrom('pickup_points')
    .selectAll()
    .where('shop', '=', shop)
    .where('id', '=', id)
    .where('is_active', '=', true)
    .executeTakeFirst();
}
