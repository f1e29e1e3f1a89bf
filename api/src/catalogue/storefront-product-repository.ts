import { sql } from 'kysely';
import type { ProductSummary, ShopCode } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';
import { toSummary } from './list-products.ts';
import { firstPhotoOf, type ProductRow, productRowColumns, stockOf } from './product-repository.ts';
import { joinSalePrice } from './shop-prices-repository.ts';

// Queries of the storefront lists. Each list finds its product ids (its own order and filter),
// then `selectSummaries` turns them into the summaries GET /products answers with.

/** Pieces of product `p` in the shop's stores. */

/** Summaries of the given products the shop sells, in the order of `ids` (unknown ids left out). */
export async function selectSummaries(db: Db, shop: ShopCode, ids: number[]): Promise<ProductSummary[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('products as p')
    .$call((select) => joinSalePrice(select, shop))
    .innerJoin('models as m', 'm.id', 'p.model_id')
    .innerJoin('manufacturers as mf', 'mf.id', 'm.manufacturer_id')
    .innerJoin('product_type_texts as tt', (join) =>
      join.onRef('tt.product_type_id', '=', 'm.product_type_id').on('tt.shop', '=', shop),
    )
    .leftJoin('model_colours as mc', 'mc.id', 'p.model_colour_id')
    .leftJoin('model_colour_texts as mct', (join) =>
      join.onRef('mct.model_colour_id', '=', 'mc.id').on('mct.shop', '=', shop),
    )
    .select(productRowColumns)
    .select(stockOf(shop).as('stock'))
    .select(firstPhotoOf().as('photoUploadId'))
    .where('p.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, toSummary(row as ProductRow)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

function soldIn(db: Db, shop: ShopCode) {
  return db.selectFrom('products as p').$call((select) => joinSalePrice(select, shop));
}

/** In stock in the shop, the most recently stocked first. */
export async function selectNewlyStockedIds(db: Db, shop: ShopCode, limit: number): Promise<number[]> {
  const rows = await soldIn(db, shop)
    .select('p.id')
    .where(stockOf(shop), '>', 0)
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Announced and not in stock yet, the soonest first. */
export async function selectExpected(
  db: Db,
  shop: ShopCode,
  limit: number,
): Promise<{ id: number; expectedAt: string }[]> {
  return soldIn(db, shop)
    .innerJoin('product_expectations as pe', (join) =>
      join.onRef('pe.product_id', '=', 'p.id').on('pe.shop', '=', shop),
    )
    .select(['p.id', sql<string>`to_char(pe.expected_at, 'YYYY-MM-DD')`.as('expectedAt')])
    .where(stockOf(shop), '=', 0)
    .orderBy('pe.expected_at')
    .orderBy('p.id')
    .limit(limit)
    .execute();
}

export async function selectIdsBySeo(db: Db, shop: ShopCode, seoNames: string[]): Promise<number[]> {
  if (seoNames.length === 0) return [];
  const rows = await soldIn(db, shop)
    .select(['p.id', 'p.seo_name as seoName'])
    .where('p.seo_name', 'in', seoNames)
    .execute();
  const bySeo = new Map(rows.map((row) => [row.seoName, row.id]));
  return seoNames.flatMap((seo) => bySeo.get(seo) ?? []);
}

/**
 * Products whose running offer lowers their price now, the soonest to end first. The offer is read
 * from sale_prices, so the advertised price is the price the product is sold at.
 */
export async function selectActiveOffers(
  db: Db,
  shop: ShopCode,
): Promise<{ id: number; regularAmount: number; endsAt: Date }[]> {
  const rows = await soldIn(db, shop)
    .select(['p.id', 'pp.regular_amount as regularAmount', 'pp.offer_ends_at as endsAt'])
    .where('pp.offer_ends_at', 'is not', null)
    .orderBy('pp.offer_ends_at')
    .orderBy('p.id')
    .limit(12)
    .execute();
  return rows.map((row) => ({ ...row, endsAt: row.endsAt as Date }));
}

/** Whether the shop sells the product (has a price for it). */
export async function isSoldIn(db: Db, shop: ShopCode, productId: number): Promise<boolean> {
  const row = await soldIn(db, shop).select('p.id').where('p.id', '=', productId).executeTakeFirst();
  return row !== undefined;
}
