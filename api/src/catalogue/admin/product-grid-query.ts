import { sql } from 'kysely';
import { MINOR_UNITS_PER_UNIT, type ProductGridFilter, type ShopCode } from 'shared-domain';
import { LOW_STOCK_THRESHOLD } from '../../admin/get-overview.ts';
import type { Db } from '../../platform/db/schema.ts';

// The products (variants) that pass the staff grid's filter: one query shape for the grid's page
// and count, its CSV export and "all N matching" of the category assignment, so the three cannot
// disagree about what matches. The stock total is joined as one grouped pass over the shop's stock
// only when a filter or the sort needs it; otherwise the page reads each row's stock by its key.

export interface GridScope {
  shop: ShopCode;
  filter: ProductGridFilter;
  /** The stock total is needed for every row (a stock filter or sort): join it once. */
  withStockTotals: boolean;
}

/** `%`, `_` and `\` of a user's text match themselves in LIKE. */
function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The pieces of a product over the shop's stores (every kind: staff see all the shop holds). */
export function stockTotalsOf(db: Db, shop: ShopCode) {
  return db
    .selectFrom('stock as st')
    .innerJoin('stores as s', 's.id', 'st.store_id')
    .where('s.shop', '=', shop)
    .groupBy('st.product_id')
    .select(['st.product_id', sql<number>`sum(st.quantity)::int`.as('quantity')]);
}

export function matchingProducts(db: Db, scope: GridScope) {
  const { shop, filter } = scope;
  return db
    .selectFrom('products as p')
    .innerJoin('models as m', 'm.id', 'p.model_id')
    .innerJoin('manufacturers as mf', 'mf.id', 'm.manufacturer_id')
    .leftJoin('product_prices as pp', (join) =>
      join.onRef('pp.product_id', '=', 'p.id').on('pp.shop', '=', shop),
    )
    .$if(scope.withStockTotals, (query) =>
      query.leftJoin(stockTotalsOf(db, shop).as('stt'), 'stt.product_id', 'p.id'),
    )
    .$if(filter.q !== undefined, (query) => {
      const pattern = likeContains(filter.q ?? '');
      return query.where((eb) =>
        eb.or([
          eb('m.name', 'ilike', pattern),
          eb(sql`mf.name || ' ' || m.name`, 'ilike', pattern),
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
    .$if(filter.brand !== undefined, (query) => query.where('mf.seo_name', '=', filter.brand ?? ''))
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
      const pieces = sql<number>`coalesce(stt.quantity, 0)`;
      if (filter.stock === 'out') return query.where(pieces, '=', 0);
      if (filter.stock === 'in') return query.where(pieces, '>', 0);
      return query.where(pieces, '>', 0).where(pieces, '<', LOW_STOCK_THRESHOLD);
    });
}

export type MatchingProducts = ReturnType<typeof matchingProducts>;
