import { type Kysely, sql } from 'kysely';

// The staff product grid at scale (issue 15: a page with filter, sort and count in ≤ 100 ms over
// 50 000 products). Filtering and sorting by stock needs every product's pieces in the shop; summing
// the stock table per request is a pass over all of it, so the totals are kept per product and shop
// by statement triggers on stock. They add deltas (new minus old quantities) with an upsert, which
// commutes: two orders taking pieces of one product at once both count, whatever their order.
const statements = [
  `create table product_stock_totals (
    product_id integer not null references products (id) on delete cascade,
    shop text not null check (shop in ('cz', 'ro')),
    quantity integer not null,
    primary key (product_id, shop)
  )`,
  'create index product_stock_totals_shop_quantity_idx on product_stock_totals (shop, quantity, product_id)',

  `create function add_product_stock_deltas(deltas jsonb) returns void language plpgsql as $$
  begin
    insert into product_stock_totals (product_id, shop, quantity)
    select d.product_id, s.shop, sum(d.delta)::int
    from jsonb_to_recordset(deltas) as d(product_id integer, store_id integer, delta integer)
    join stores s on s.id = d.store_id
    -- a product being deleted takes its stock along: it gets no total back
    join products p on p.id = d.product_id
    group by d.product_id, s.shop
    on conflict (product_id, shop) do update set quantity = product_stock_totals.quantity + excluded.quantity;
  end $$`,
  `create function stock_totals_after_insert() returns trigger language plpgsql as $$
  begin
    perform add_product_stock_deltas(
      (select coalesce(jsonb_agg(jsonb_build_object('product_id', product_id, 'store_id', store_id, 'delta', quantity)), '[]') from new_rows));
    return null;
  end $$`,
  `create function stock_totals_after_update() returns trigger language plpgsql as $$
  begin
    perform add_product_stock_deltas((
      select coalesce(jsonb_agg(jsonb_build_object('product_id', product_id, 'store_id', store_id, 'delta', delta)), '[]')
      from (
        select product_id, store_id, quantity as delta from new_rows
        union all
        select product_id, store_id, -quantity from old_rows
      ) changes));
    return null;
  end $$`,
  `create function stock_totals_after_delete() returns trigger language plpgsql as $$
  begin
    perform add_product_stock_deltas(
      (select coalesce(jsonb_agg(jsonb_build_object('product_id', product_id, 'store_id', store_id, 'delta', -quantity)), '[]') from old_rows));
    return null;
  end $$`,
  `create trigger stock_totals_insert after insert on stock
    referencing new table as new_rows for each statement execute function stock_totals_after_insert()`,
  `create trigger stock_totals_update after update on stock
    referencing old table as old_rows new table as new_rows for each statement execute function stock_totals_after_update()`,
  `create trigger stock_totals_delete after delete on stock
    referencing old table as old_rows for each statement execute function stock_totals_after_delete()`,
  `insert into product_stock_totals (product_id, shop, quantity)
    select st.product_id, s.shop, sum(st.quantity)::int from stock st join stores s on s.id = st.store_id
    group by st.product_id, s.shop`,

  // "Newest first" pages without scanning every product; a price range without reading every price.
  'create index products_created_idx on products (created_at desc, id desc)',
  'create index product_prices_shop_amount_idx on product_prices (shop, amount)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
