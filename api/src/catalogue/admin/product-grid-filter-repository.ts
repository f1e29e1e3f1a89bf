import { sql } from 'kysely';
import { MINOR_UNITS_PER_UNIT, type ProductGridFilter, type ShopCode } from 'shared-domain';
import { LOW_STOCK_THRESHOLD } from '../../admin/get-overview.ts';
import type { Db } from '../../platform/db/schema.ts';
import { leftJoinStoredPrice } from '../shop-prices-repository.ts';

// The products (variants) that pass the staff grid's filter: one query shape for the grid's page
// and count, its CSV export and "all N matching" of the category assignment, so the three cannot
// disagree about what matches. Only what filters and sorts is joined here (the price and the stock
// total are left joins on their keys, which PostgreSQL drops when a query does not use them; names
// and brands are matched per master product in subqueries); the columns staff see are read
// afterwards for the page's rows alone.

/** `%`, `_` and `\` of a user's text match themselves in LIKE. */
function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** A product's pieces over all of the shop's stores (migration 0017 keeps the totals). */
export const stockPieces = sql<number>`coalesce(pst.quantity, 0)`;

export function matchingProducts(db: Db, shop: ShopCode, filter: ProductGridFilter) {
  return db
    .selectFrom('products as p')
    .$call((select) => leftJoinStoredPrice(select, shop))
    .leftJoin('product_stock_totals as pst', (join) =>
      join.onRef('pst.product_id', '=', 'p.id').on('pst.shop', '=', shop),
    )
    .$if(filter.q !== undefined, (query) => {
      const pattern = likeContains(filter.q ?? '');
      // Names are matched once per master product, not once per variant.
      return query.where((eb) =>
        eb.or([
          eb(
            'p.model_id',
            'in',
            sql<number>`(
              select nm.id from models nm join manufacturers nmf on nmf.id = nm.manufacturer_id
              where nm.name ilike ${pattern} or nmf.name || ' ' || nm.name ilike ${pattern}
            )`,
          ),
          eb('p.code', 'ilike', pattern),
          eb('p.ean', 'like', pattern),
        ]),
      );
    })
    .$if(filter.category !== undefined, (query) =>
      query.where(
        'p.model_id',
        'in',
        sql<number>`(
          select mc.model_id from model_categories mc
          where mc.category_id in (
            with recursive tree (id) as (
              select ${filter.category}::int
              union all
              select c.id from categories c join tree t on c.parent_id = t.id
            )
            select id from tree
          )
        )`,
      ),
    )
    .$if(filter.brand !== undefined, (query) =>
      query.where(
        'p.model_id',
        'in',
        sql<number>`(
          select bm.id from models bm join manufacturers bmf on bmf.id = bm.manufacturer_id
          where bmf.seo_name = ${filter.brand}
        )`,
      ),
    )
    .$if(filter.quality !== undefined, (query) =>
      filter.quality === 'new'
        ? query.where('p.condition', '=', 'new')
        : query.where('p.quality_grade', '=', filter.quality as never),
    )
    .$if(filter.priceMin !== undefined, (query) =>
      query.where('pp.amount', '>=', (filter.priceMin ?? 0) * MINOR_UNITS_PER_UNIT),
    )
    .$if(filter.priceMax !== undefined, (query) =>
      query.where('pp.amount', '<=', (filter.priceMax ?? 0) * MINOR_UNITS_PER_UNIT),
    )
    .$if(filter.stock !== undefined, (query) => {
      if (filter.stock === 'out') return query.where(stockPieces, '=', 0);
      // Without coalesce, so the totals' index on (shop, quantity) can lead.
      if (filter.stock === 'in') return query.where('pst.quantity', '>', 0);
      return query.where('pst.quantity', '>', 0).where('pst.quantity', '<', LOW_STOCK_THRESHOLD);
    });
}

export type MatchingProducts = ReturnType<typeof matchingProducts>;
