import type { ShopCode } from 'shared-domain';
import { stockOf } from '../catalogue/product-repository.ts';
import { joinSalePrice } from '../catalogue/shop-prices-repository.ts';
import { executePrepared } from '../platform/db/prepared-statements.ts';
import type { Db } from '../platform/db/schema.ts';
import type { CartOwner } from './cart-owner.ts';
import { moveReservation } from './prolong-warranty-code-repository.ts';

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
  const query = db
    .selectFrom('carts')
    .select('id')
    .where('shop', '=', owner.shop)
    .where((eb) =>
      'userId' in owner ? eb('user_id', '=', owner.userId) : eb('session_id', '=', owner.sessionId),
    );
  const [row] = await executePrepared(db, query);
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

/**
 * Adds the visitor's packages to the user's existing cart and drops the visitor's cart: quantities
 * add up (capped at 99); the visitor's newer choices of installment, package items and buyout
 * bonus replace the user's for the same product; the visitor's discounts come along.
 */
export async function mergeCarts(db: Db, fromCartId: number, intoCartId: number, now: Date): Promise<void> {
  const items = await db
    .selectFrom('cart_items')
    .select(['id', 'product_id', 'quantity', 'installment_code', 'installment_arrange', 'buyout_id'])
    .where('cart_id', '=', fromCartId)
    .orderBy('id')
    .execute();
  for (const item of items) {
    const { id: intoItemId } = await db
      .insertInto('cart_items')
      .values({ cart_id: intoCartId, product_id: item.product_id, quantity: item.quantity, added_at: now })
      .onConflict((oc) =>
        oc.columns(['cart_id', 'product_id']).doUpdateSet((eb) => ({
          quantity: eb.fn('least', [eb.lit(99), eb('cart_items.quantity', '+', eb.ref('excluded.quantity'))]),
        })),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    if (item.installment_code !== null)
      await db
        .updateTable('cart_items')
        .set({ installment_code: item.installment_code, installment_arrange: item.installment_arrange })
        .where('id', '=', intoItemId)
        .execute();
    if (item.buyout_id !== null) {
      // The buyout is detached from the visitor's item first: a buyout is a bonus of one package only.
      await db.updateTable('cart_items').set({ buyout_id: null }).where('id', '=', item.id).execute();
      await db
        .updateTable('cart_items')
        .set({ buyout_id: item.buyout_id })
        .where('id', '=', intoItemId)
        .execute();
    }
    const services = await db
      .selectFrom('cart_item_services')
      .select(['id', 'kind', 'code', 'months', 'price', 'chosen_at'])
      .where('cart_item_id', '=', item.id)
      .execute();
    if (services.length > 0) {
      await db
        .deleteFrom('cart_item_services')
        .where('cart_item_id', '=', intoItemId)
        .where('kind', 'in', [...new Set(services.map((service) => service.kind))])
        .execute();
      for (const { id, ...service } of services) {
        const copy = await db
          .insertInto('cart_item_services')
          .values({ ...service, cart_item_id: intoItemId })
          .returning('id')
          .executeTakeFirstOrThrow();
        await moveReservation(db, id, copy.id);
      }
    }
  }
  await db
    .insertInto('cart_discounts')
    .columns([
      'cart_id',
      'discount_id',
      'discount_code_id',
      'isic_card_number',
      'isic_card_holder',
      'added_at',
    ])
    .expression((eb) =>
      eb
        .selectFrom('cart_discounts')
        .select([
          eb.val(intoCartId).as('cart_id'),
          'discount_id',
          'discount_code_id',
          'isic_card_number',
          'isic_card_holder',
          'added_at',
        ])
        .where('cart_id', '=', fromCartId),
    )
    .onConflict((oc) => oc.columns(['cart_id', 'discount_id']).doNothing())
    .execute();
  await db.deleteFrom('carts').where('id', '=', fromCartId).execute();
  await db.updateTable('carts').set({ updated_at: now }).where('id', '=', intoCartId).execute();
}

/** Empties a cart: its packages with their items and bonuses, and its discounts (finish order, count 0). */
export async function clearCart(trx: Db, cartId: number): Promise<void> {
  // cart_item_services go with their cart_items (on delete cascade).
  await trx.deleteFrom('cart_items').where('cart_id', '=', cartId).execute();
  await trx.deleteFrom('cart_discounts').where('cart_id', '=', cartId).execute();
}

/**
 * A product the shop sells (has a selling price for: sale_prices leaves out variants staff switched
 * off), with the pieces in the shop's sales stores.
 */
export async function findProductForCart(
  db: Db,
  shop: ShopCode,
  productId: number,
): Promise<{ id: number; stock: number } | undefined> {
  return db
    .selectFrom('products as p')
    .$call((select) => joinSalePrice(select, shop))
    .where('p.id', '=', productId)
    .select('p.id')
    .select(stockOf(shop).as('stock'))
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
  const cartId = await lockOwnersCart(trx, owner);
  if (cartId === undefined) throw new Error('The cart just created or kept is missing');
  return cartId;
}

/** The owner's cart, locked until the transaction ends; undefined when the owner has none. */
export async function lockOwnersCart(trx: Db, owner: CartOwner): Promise<number | undefined> {
  const row = await trx
    .selectFrom('carts')
    .select('id')
    .where('shop', '=', owner.shop)
    .where((eb) =>
      'userId' in owner ? eb('user_id', '=', owner.userId) : eb('session_id', '=', owner.sessionId),
    )
    .forUpdate()
    .executeTakeFirst();
  return row?.id;
}

/** Whether the cart has any package left. */
export async function hasItems(trx: Db, cartId: number): Promise<boolean> {
  const left = await trx
    .selectFrom('cart_items')
    .select('id')
    .where('cart_id', '=', cartId)
    .limit(1)
    .execute();
  return left.length > 0;
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
): Promise<number> {
  const { id } = await db
    .insertInto('cart_items')
    .values({ cart_id: cartId, product_id: productId, quantity, added_at: now })
    .onConflict((oc) => oc.columns(['cart_id', 'product_id']).doUpdateSet({ quantity }))
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('carts').set({ updated_at: now }).where('id', '=', cartId).execute();
  return id;
}
