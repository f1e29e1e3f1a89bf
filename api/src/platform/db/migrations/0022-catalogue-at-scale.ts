import { type Kysely, sql } from 'kysely';

// The storefront at catalogue scale (issue 16: browse and search ≤ 50 ms over 50 000 products):
// - search matches each token at a word start (LIKE '% token%'); a trigram index answers that
//   without reading every product's text. pg_trgm lives in one schema per database (a test
//   schema dropped with its extension would take other schemas' indexes along), so it is
//   created in public and the index names its operator class where the extension is.
// - a product gets its search text on the first search after it was priced; a trigger queues
//   every newly priced product, so a search asks the small queue instead of comparing every
//   product with every text (an anti-join over the whole catalogue on each request).
// - the sale_prices view picks each product's running offer with a lateral subquery, run once per
//   row: over a category that is thousands of small sorts. The same rule (the cheapest running
//   offer, the earliest ending of equals, when it is below the regular price) as one join.
const TRIGRAM_LOCK = 160_022;

const statements = [
  `create table product_search_text_queue (
    shop text not null check (shop in ('cz', 'ro')),
    product_id integer not null references products (id) on delete cascade,
    primary key (shop, product_id)
  )`,
  `create function queue_search_texts_after_price_insert() returns trigger language plpgsql as $$
  begin
    insert into product_search_text_queue (shop, product_id)
    select distinct shop, product_id from new_rows
    on conflict do nothing;
    return null;
  end $$`,
  `create trigger product_prices_queue_search_texts after insert on product_prices
    referencing new table as new_rows for each statement execute function queue_search_texts_after_price_insert()`,
  `insert into product_search_text_queue (shop, product_id)
    select pp.shop, pp.product_id from product_prices pp
    where not exists (
      select 1 from product_search_texts pst where pst.product_id = pp.product_id and pst.shop = pp.shop
    )`,
  `create or replace view sale_prices as
    select pp.product_id, pp.shop, pp.currency,
      coalesce(o.amount, pp.amount) as amount,
      pp.amount as regular_amount,
      o.ends_at as offer_ends_at
    from product_prices pp
    left join (
      select distinct on (tlo.product_id, tlo.shop) tlo.product_id, tlo.shop, tlo.amount, tlo.ends_at
      from time_limited_offers tlo
      where tlo.starts_at <= now() and now() < tlo.ends_at
      order by tlo.product_id, tlo.shop, tlo.amount, tlo.ends_at
    ) o on o.product_id = pp.product_id and o.shop = pp.shop and o.amount < pp.amount
    where pp.is_active`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  // Two test schemas migrating at once must not both create the extension.
  await sql`select pg_advisory_xact_lock(${sql.lit(TRIGRAM_LOCK)})`.execute(db);
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db);
  await sql`create index product_search_texts_trigram_idx on product_search_texts
    using gin (search_text ${sql.id(rows[0].schema, 'gin_trgm_ops')})`.execute(db);
  for (const statement of statements) await sql.raw(statement).execute(db);
}
