import { sql } from 'kysely';
import type { ShopCode } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';

// What the comparison pages read of the catalogue: a product type's name, its models per brand
// with their prices and ratings, and the master products of compared products.

/** The product type's name and seo name in the shop, if it has them. */
export async function findProductTypeText(db: Db, shop: ShopCode, typeCode: string) {
  return db
    .selectFrom('product_types as t')
    .innerJoin('product_type_texts as tt', (join) =>
      join.onRef('tt.product_type_id', '=', 't.id').on('tt.shop', '=', shop),
    )
    .select(['tt.name', 'tt.seo_name as seoName'])
    .where('t.code', '=', typeCode)
    .executeTakeFirst();
}

export interface BrandModelRow {
  manufacturer: string;
  modelName: string;
  typeSeoName: string;
  cheapestSeoName: string;
  minAmount: number;
  maxAmount: number;
  currency: 'CZK' | 'RON';
  ratingAverage: string | null;
  ratingCount: number | null;
}

/**
 * Each model of the type the shop sells, by brand and name: its price range, its cheapest
 * product's seo name and its rating.
 */
export async function selectBrandModels(
  db: Db,
  shop: ShopCode,
  typeCode: string,
  typeSeoName: string,
): Promise<BrandModelRow[]> {
  const { rows } = await sql<BrandModelRow>`
    select mf.name as "manufacturer", m.name as "modelName", ${typeSeoName}::text as "typeSeoName",
      (array_agg(p.seo_name order by sp.amount, p.id))[1] as "cheapestSeoName",
      min(sp.amount)::int as "minAmount", max(sp.amount)::int as "maxAmount", sp.currency,
      max(pr.rating_avg)::text as "ratingAverage", max(pr.rating_count)::int as "ratingCount"
    from products p
    join models m on m.id = p.model_id
    join manufacturers mf on mf.id = m.manufacturer_id
    join product_types t on t.id = m.product_type_id and t.code = ${typeCode}
    join sale_prices sp on sp.product_id = p.id and sp.shop = ${shop}
    left join product_ratings pr on pr.product_id = p.id
    group by mf.name, m.id, m.name, sp.currency
    order by mf.name, m.name`.execute(db);
  return rows;
}

/** Each product's master product. */
export async function selectModelIdsOfProducts(db: Db, productIds: readonly number[]) {
  return db.selectFrom('products').select(['id', 'model_id']).where('id', 'in', productIds).execute();
}
