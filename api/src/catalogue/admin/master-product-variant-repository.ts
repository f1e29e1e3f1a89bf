import type { Insertable, Updateable } from 'kysely';
import type { ShopCode } from 'shared-domain';
import { shops } from 'shared-domain';
import type { Db, ProductsTable } from '../../platform/db/schema.ts';
import { leftJoinStoredPrice } from '../shop-prices-repository.ts';

// A master product's variants (products) with the shop's stored price, and its colours.

/** The variants with the shop's price and whether they must be kept (ordered or reviewed). */
export function findVariantRows(trx: Db, shop: ShopCode, modelId: number) {
  return trx
    .selectFrom('products as p')
    .leftJoin('model_colours as c', 'c.id', 'p.model_colour_id')
    .$call((select) => leftJoinStoredPrice(select, shop))
    .select((eb) => [
      'p.id',
      'p.code',
      'p.ean',
      'c.code as colourCode',
      'p.storage_gb',
      'p.condition',
      'p.quality_grade',
      'pp.amount',
      'pp.is_active',
      eb
        .or([
          eb.exists(
            eb.selectFrom('order_items as oi').select('oi.id').whereRef('oi.product_id', '=', 'p.id'),
          ),
          eb.exists(
            eb.selectFrom('product_reviews as r').select('r.id').whereRef('r.product_id', '=', 'p.id'),
          ),
        ])
        .as('isKept'),
    ])
    .where('p.model_id', '=', modelId)
    .orderBy('p.id')
    .execute();
}

/** Other products (than `exceptIds`) that have one of these codes or EANs. */
export function findProductsWith(
  trx: Db,
  column: 'code' | 'ean',
  values: readonly string[],
  exceptIds: readonly number[],
) {
  return trx
    .selectFrom('products')
    .select(['id', 'code', 'ean'])
    .where(column, 'in', values)
    .$if(exceptIds.length > 0, (qb) => qb.where('id', 'not in', exceptIds))
    .execute();
}

export function findProductWithSeoName(trx: Db, seoName: string) {
  return trx.selectFrom('products').select('id').where('seo_name', '=', seoName).executeTakeFirst();
}

export function insertProduct(trx: Db, columns: Insertable<ProductsTable>) {
  return trx.insertInto('products').values(columns).returning('id').executeTakeFirstOrThrow();
}

export async function updateProduct(trx: Db, id: number, columns: Updateable<ProductsTable>): Promise<void> {
  await trx.updateTable('products').set(columns).where('id', '=', id).execute();
}

/** Deletes a variant, and first the cart lines of it. */
export async function deleteProductAndCartLines(trx: Db, productId: number): Promise<void> {
  await trx.deleteFrom('cart_items').where('product_id', '=', productId).execute();
  await trx.deleteFrom('products').where('id', '=', productId).execute();
}

export async function deleteProductPrice(trx: Db, shop: ShopCode, productId: number): Promise<void> {
  await trx
    .deleteFrom('product_prices')
    .where('product_id', '=', productId)
    .where('shop', '=', shop)
    .execute();
}

export async function upsertProductPrice(
  trx: Db,
  shop: ShopCode,
  productId: number,
  values: { amount: number; is_active: boolean },
): Promise<void> {
  await trx
    .insertInto('product_prices')
    .values({ product_id: productId, shop, currency: shops[shop].currency, ...values })
    .onConflict((conflict) => conflict.columns(['product_id', 'shop']).doUpdateSet(values))
    .execute();
}

/** The model's colours with their names in the shop's language (in no particular order). */
export function findModelColours(trx: Db, shop: ShopCode, modelId: number) {
  return trx
    .selectFrom('model_colours as c')
    .leftJoin('model_colour_texts as t', (join) =>
      join.onRef('t.model_colour_id', '=', 'c.id').on('t.shop', '=', shop),
    )
    .select(['c.id', 'c.code', 'c.hex', 't.name'])
    .where('c.model_id', '=', modelId)
    .execute();
}

export function insertModelColour(trx: Db, colour: { model_id: number; code: string; hex: string }) {
  return trx.insertInto('model_colours').values(colour).returning('id').executeTakeFirstOrThrow();
}

export async function updateModelColourHex(trx: Db, colourId: number, hex: string): Promise<void> {
  await trx.updateTable('model_colours').set({ hex }).where('id', '=', colourId).execute();
}

export async function upsertModelColourName(
  trx: Db,
  shop: ShopCode,
  colourId: number,
  name: string,
): Promise<void> {
  await trx
    .insertInto('model_colour_texts')
    .values({ model_colour_id: colourId, shop, name })
    .onConflict((conflict) => conflict.columns(['model_colour_id', 'shop']).doUpdateSet({ name }))
    .execute();
}
