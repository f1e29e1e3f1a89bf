import { type Kysely, sql } from 'kysely';

// The product admin (issue 15):
// - a master product carries a version, bumped by every staff save, so two people editing the
//   same product cannot overwrite each other unseen (the stale save answers 409);
// - a variant can be switched off per shop instead of deleted (a variant that was ordered or
//   reviewed must stay). The sale_prices view is where every storefront read gets its price,
//   so leaving inactive prices out of it takes the variant off the listing, the product page,
//   the cart and the feeds at once.
const statements = [
  'alter table models add column version integer not null default 1',
  'alter table product_prices add column is_active boolean not null default true',
  `create or replace view sale_prices as
    select pp.product_id, pp.shop, pp.currency,
      coalesce(o.amount, pp.amount) as amount,
      pp.amount as regular_amount,
      o.ends_at as offer_ends_at
    from product_prices pp
    left join lateral (
      select tlo.amount, tlo.ends_at from time_limited_offers tlo
      where tlo.product_id = pp.product_id and tlo.shop = pp.shop
        and tlo.starts_at <= now() and now() < tlo.ends_at and tlo.amount < pp.amount
      order by tlo.amount, tlo.ends_at
      limit 1
    ) o on true
    where pp.is_active`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
