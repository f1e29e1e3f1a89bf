import { sql } from 'kysely';
import type { Menu, ShopCode } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';

/**
 * The megamenu: every product type of the shop (also those without products yet) with the brands
 * it sells, each with its product count and the URL of the category (filtered by the brand).
 */
export async function buildMenu(db: Db, shop: ShopCode): Promise<Menu> {
  const types = await db
    .selectFrom('product_types as t')
    .innerJoin('product_type_texts as tt', (join) =>
      join.onRef('tt.product_type_id', '=', 't.id').on('tt.shop', '=', shop),
    )
    .select(['t.id', 'tt.name', 'tt.seo_name as seoName'])
    .orderBy('t.position')
    .execute();
  const brands = await db
    .selectFrom('products as p')
    .innerJoin('product_prices as pp', (join) =>
      join.onRef('pp.product_id', '=', 'p.id').on('pp.shop', '=', shop),
    )
    .innerJoin('models as m', 'm.id', 'p.model_id')
    .innerJoin('manufacturers as mf', 'mf.id', 'm.manufacturer_id')
    .select(['m.product_type_id as typeId', 'mf.name', 'mf.seo_name as seoName'])
    .select(sql<number>`count(*)::int`.as('productCount'))
    .groupBy(['m.product_type_id', 'mf.id', 'mf.name', 'mf.seo_name'])
    .orderBy('mf.name')
    .execute();
  return {
    types: types.map((type) => {
      const url = `/${encodeURIComponent(type.seoName)}`;
      const own = brands
        .filter((brand) => brand.typeId === type.id)
        .map((brand) => ({
          name: brand.name,
          seoName: brand.seoName,
          url: `${url}?brand=${encodeURIComponent(brand.seoName)}`,
          productCount: brand.productCount,
        }));
      return {
        id: type.id,
        name: type.name,
        seoName: type.seoName,
        url,
        productCount: own.reduce((sum, brand) => sum + brand.productCount, 0),
        brands: own,
      };
    }),
  };
}
