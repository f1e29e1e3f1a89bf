import { sql } from 'kysely';
import type { ShopCode } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';

/** A signed-in customer's cart belongs to the user; a visitor's cart to the session. */
export type CartOwner = { shop: ShopCode; userId: number } | { shop: ShopCode; sessionId: string };

export async function countItems(db: Db, owner: CartOwner): Promise<number> {
  const row = await db
    .selectFrom('carts as c')
    .innerJoin('cart_items as i', 'i.cart_id', 'c.id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('i.quantity'), eb.lit(0)).as('count'))
    .where('c.shop', '=', owner.shop)
    .where((eb) =>
      'userId' in owner ? eb('c.user_id', '=', owner.userId) : eb('c.session_id', '=', owner.sessionId),
    )
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findCartId(db: Db, owner: CartOwner): Promise<number | undefined> {
  const row = await db
    .selectFrom('carts')
    .select('id')
    .where('shop', '=', owner.shop)
    .where((eb) =>
      'userId' in owner ? eb('user_id', '=', owner.userId) : eb('session_id', '=', owner.sessionId),
    )
    .executeTakeFirst();
  return row?.id;
}

/** Hands a visitor's cart to the user who just signed in. */
export async function assignCartToUser(db: Db, cartId: number, userId: number, now: Date): Promise<void> {
  await db
    .updateTable('carts')
    .set({ user_id: userId, session_id: null, updated_at: now })
    .where('id', '=', cartId)
    .execute();
}

/** Adds the visitor's items to the user's existing cart (quantities add up, capped at 99) and drops the visitor's cart. */
export async function mergeCarts(db: Db, fromCartId: number, intoCartId: number, now: Date): Promise<void> {
  const items = await db
    .selectFrom('cart_items')
    .select(['product_id', 'quantity'])
    .where('cart_id', '=', fromCartId)
    .execute();
  if (items.length > 0) {
    await db
      .insertInto('cart_items')
      .values(
        items.map((item) => ({
          cart_id: intoCartId,
          product_id: item.product_id,
          quantity: item.quantity,
          added_at: now,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['cart_id', 'product_id']).doUpdateSet((eb) => ({
          quantity: eb.fn('least', [eb.lit(99), eb('cart_items.quantity', '+', eb.ref('excluded.quantity'))]),
        })),
      )
      .execute();
  }
  await db.deleteFrom('carts').where('id', '=', fromCartId).execute();
  await db.updateTable('carts').set({ updated_at: now }).where('id', '=', intoCartId).execute();
}

/** A product the shop sells (has a price for), with the pieces in the shop's sales stores. */
export async function findProductForCart(
  db: Db,
  shop: ShopCode,
  productId: number,
): Promise<{ id: number; stock: number } | undefined> {
  return db
    .selectFrom('products as p')
    .innerJoin('product_prices as pp', (join) =>
      join.onRef('pp.product_id', '=', 'p.id').on('pp.shop', '=', shop),
    )
    .where('p.id', '=', productId)
    .select('p.id')
    .select(
      sql<number>`(
        select coalesce(sum(st.quantity), 0)::int from stock st
        join stores s on s.id = st.store_id
        where st.product_id = p.id and s.shop = ${shop} and s.kind = 'store' and s.is_active
      )`.as('stock'),
    )
    .executeTakeFirst();
}

/** The owner's cart, created when missing, locked until the transaction ends. */
export async function lockCart(trx: Db, owner: CartOwner): Promise<number> {
  const values =
    'userId' in owner
      ? { shop: owner.shop, user_id: owner.userId }
      : { shop: owner.shop, session_id: owner.sessionId };
  await trx
    .insertInto('carts')
    .values(values)
    .onConflict((oc) =>
      'userId' in owner
        ? oc.columns(['shop', 'user_id']).where('user_id', 'is not', null).doNothing()
        : oc.column('session_id').doNothing(),
    )
    .execute();
  const row = await trx
    .selectFrom('carts')
    .select('id')
    .where('shop', '=', owner.shop)
    .where((eb) =>
      'userId' in owner ? eb('user_id', '=', owner.userId) : eb('session_id', '=', owner.sessionId),
    )
    .forUpdate()
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function quantityInCart(db: Db, cartId: number, productId: number): Promise<number> {
  const row = await db
    .selectFrom('cart_items')
    .select('quantity')
    .where('cart_id', '=', cartId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return row?.quantity ?? 0;
}

export async function upsertItem(
  db: Db,
  cartId: number,
  productId: number,
  quantity: number,
  now: Date,
): Promise<void> {
  await db
    .insertInto('cart_items')
    .values({ cart_id: cartId, product_id: productId, quantity, added_at: now })
    .onConflict((oc) => oc.columns(['cart_id', 'product_id']).doUpdateSet({ quantity }))
    .execute();
  await db.updateTable('carts').set({ updated_at: now }).where('id', '=', cartId).execute();
}
