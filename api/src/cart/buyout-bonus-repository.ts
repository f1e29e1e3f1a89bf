import { sql } from 'kysely';
import type { ShopCode } from 'shared-domain';
import { anyOf, executePrepared } from '../platform/db/prepared-statements.ts';
import type { Db } from '../platform/db/schema.ts';

// What the buyout bonus reads: the caps staff set (used_product_bonuses) and the buyouts a
// package may take, with where they are already used.

/** The cap rows of the shop for any of the manufacturers and device kinds. */
export async function selectBonusPercents(
  db: Db,
  shop: ShopCode,
  manufacturerIds: number[],
  productTypeIds: number[],
) {
  const query = db
    .selectFrom('used_product_bonuses')
    .where('shop', '=', shop)
    .where('manufacturer_id', '=', anyOf(manufacturerIds))
    .where('product_type_id', '=', anyOf(productTypeIds))
    .select(['manufacturer_id', 'quality_type', 'product_type_id', 'percent']);
  return executePrepared(db, query);
}

/**
 * The shop's buyout of that number (any letter case) sold under that e-mail (any letter case),
 * unless returned; locked, so two carts cannot take the same buyout at once.
 */
export async function lockBuyoutByNumberAndEmail(trx: Db, shop: ShopCode, number: string, email: string) {
  return trx
    .selectFrom('buyouts')
    .select(['id', 'status'])
    .where('shop', '=', shop)
    .where('number', '=', number.toUpperCase())
    .where(sql<string>`lower(e_mail)`, '=', email.toLowerCase())
    .where('status', '<>', 'returned')
    .forUpdate()
    .executeTakeFirst();
}

/** Whether another package (than `exceptCartItemId`) or an order already has the buyout. */
export async function isBuyoutUsedElsewhere(
  trx: Db,
  buyoutId: number,
  exceptCartItemId: number,
): Promise<boolean> {
  const inCart = await trx
    .selectFrom('cart_items')
    .select('id')
    .where('buyout_id', '=', buyoutId)
    .where('id', '<>', exceptCartItemId)
    .executeTakeFirst();
  const inOrder = await trx
    .selectFrom('order_items')
    .select('id')
    .where('buyout_id', '=', buyoutId)
    .executeTakeFirst();
  return inCart !== undefined || inOrder !== undefined;
}
