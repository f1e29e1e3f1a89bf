import type { ShopCode } from 'shared-domain';
import { joinSalePrice } from '../catalogue/shop-prices-repository.ts';
import type { Db, PackageServiceKind } from '../platform/db/schema.ts';

// One package of a cart: its cart_items row (product, quantity, installment, buyout bonus) and
// the package items chosen for it (cart_item_services).

export interface PackageProduct {
  cartItemId: number;
  quantity: number;
  productTypeId: number;
  productTypeCode: string;
  amount: number;
  currency: 'CZK' | 'RON';
}

export async function findPackageProduct(
  trx: Db,
  shop: ShopCode,
  cartItemId: number,
): Promise<PackageProduct> {
  return trx
    .selectFrom('cart_items as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .$call((select) => joinSalePrice(select, shop))
    .innerJoin('models as m', 'm.id', 'p.model_id')
    .innerJoin('product_types as t', 't.id', 'm.product_type_id')
    .where('i.id', '=', cartItemId)
    .select([
      'i.id as cartItemId',
      'i.quantity',
      't.id as productTypeId',
      't.code as productTypeCode',
      'pp.amount',
      'pp.currency',
    ])
    .executeTakeFirstOrThrow();
}

/** The package `itemId` when it belongs to the cart. */
export async function findCartItem(
  trx: Db,
  cartId: number,
  itemId: number,
): Promise<{ id: number; productId: number; quantity: number; buyoutId: number | null } | undefined> {
  return trx
    .selectFrom('cart_items')
    .select(['id', 'product_id as productId', 'quantity', 'buyout_id as buyoutId'])
    .where('cart_id', '=', cartId)
    .where('id', '=', itemId)
    .executeTakeFirst();
}

export async function setItemQuantity(trx: Db, cartItemId: number, quantity: number): Promise<void> {
  await trx.updateTable('cart_items').set({ quantity }).where('id', '=', cartItemId).execute();
}

export async function setItemInstallment(
  trx: Db,
  cartItemId: number,
  installment: { code: string; arrangeType: 'on-store' | 'online' },
): Promise<void> {
  await trx
    .updateTable('cart_items')
    .set({ installment_code: installment.code, installment_arrange: installment.arrangeType })
    .where('id', '=', cartItemId)
    .execute();
}

/** Sets (or with null takes off) the buyout whose price is the package's bonus. */
export async function setItemBuyout(trx: Db, cartItemId: number, buyoutId: number | null): Promise<void> {
  await trx.updateTable('cart_items').set({ buyout_id: buyoutId }).where('id', '=', cartItemId).execute();
}

/** Deletes the cart's package of the product with that URL name; answers how many were deleted. */
export async function deleteCartProduct(trx: Db, cartId: number, productSeoName: string): Promise<number> {
  const result = await trx
    .deleteFrom('cart_items')
    .where('cart_id', '=', cartId)
    .where('product_id', 'in', (eb) =>
      eb.selectFrom('products').select('id').where('seo_name', '=', productSeoName),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes the package items of a kind (only the one with `code` when given); answers how many. */
export async function deletePackageItems(
  trx: Db,
  cartItemId: number,
  kind: PackageServiceKind,
  code: string | undefined,
): Promise<number> {
  let query = trx
    .deleteFrom('cart_item_services')
    .where('cart_item_id', '=', cartItemId)
    .where('kind', '=', kind);
  if (code !== undefined) query = query.where('code', '=', code);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deletePackageItemsOfKinds(
  trx: Db,
  cartItemId: number,
  kinds: PackageServiceKind[],
): Promise<void> {
  await trx
    .deleteFrom('cart_item_services')
    .where('cart_item_id', '=', cartItemId)
    .where('kind', 'in', kinds)
    .execute();
}

export interface NewPackageItem {
  kind: PackageServiceKind;
  code: string;
  months: number | null;
  price: number;
}

/** Inserts the package items, chosen now; answers their ids with kind and code. */
export async function insertPackageItems(trx: Db, cartItemId: number, items: NewPackageItem[]) {
  return trx
    .insertInto('cart_item_services')
    .values(items.map((row) => ({ ...row, cart_item_id: cartItemId, chosen_at: new Date() })))
    .returning(['id', 'kind', 'code'])
    .execute();
}
