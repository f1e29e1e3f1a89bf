import type { Nullable, SelectQueryBuilder } from 'kysely';
import type { ShopCode } from 'shared-domain';
import type { Database, ProductPricesTable, ProductsTable, SalePricesView } from '../platform/db/schema.ts';

// The one place that says how a product (alias `p`) meets its price in a shop (alias `pp`). Each
// helper takes any select that has the product as `p`, e.g. `.$call((select) => joinSalePrice(select, shop))`.
// Kysely cannot check column names against a generic table list, so each join is written (and
// type-checked) against products alone; the joined builder is the same object whatever the other
// tables are, so the casts only restore the caller's tables.

type ProductSelect<O> = SelectQueryBuilder<Database & { p: ProductsTable }, 'p', O>;

/**
 * Keeps the products the shop sells and adds their selling price (sale_prices: what a customer
 * pays, a running offer included, and no row for a variant staff switched off).
 */
export function joinSalePrice<DB extends { p: ProductsTable }, TB extends keyof DB, O>(
  select: SelectQueryBuilder<DB, TB, O>,
  shop: ShopCode,
): SelectQueryBuilder<DB & { pp: SalePricesView }, TB | 'pp', O> {
  const joined = (select as unknown as ProductSelect<O>).innerJoin('sale_prices as pp', (join) =>
    join.onRef('pp.product_id', '=', 'p.id').on('pp.shop', '=', shop),
  );
  return joined as unknown as SelectQueryBuilder<DB & { pp: SalePricesView }, TB | 'pp', O>;
}

/**
 * Adds the price staff stored for the shop (product_prices: no offer applied, switched-off variants
 * included), null for a product not priced there: what the back office shows and imports compare.
 */
export function leftJoinStoredPrice<DB extends { p: ProductsTable }, TB extends keyof DB, O>(
  select: SelectQueryBuilder<DB, TB, O>,
  shop: ShopCode,
): SelectQueryBuilder<DB & { pp: Nullable<ProductPricesTable> }, TB | 'pp', O> {
  const joined = (select as unknown as ProductSelect<O>).leftJoin('product_prices as pp', (join) =>
    join.onRef('pp.product_id', '=', 'p.id').on('pp.shop', '=', shop),
  );
  return joined as unknown as SelectQueryBuilder<DB & { pp: Nullable<ProductPricesTable> }, TB | 'pp', O>;
}
