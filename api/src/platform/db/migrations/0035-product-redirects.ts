import { type Kysely, sql } from 'kysely';

// Moved products (issue 19): a product's URL ends with its seo name, so when the name changes the
// old URL must keep working as a permanent redirect. A trigger records every old name, whoever
// changes it (the admin, an import, a script); a redirect points at the product, not at a name, so
// a product renamed twice sends both old URLs straight to the current one. A name taken again
// (renamed back, or by another product) is a live URL and no longer a redirect.
const statements = [
  `create table product_redirects (
    old_seo_name text primary key check (old_seo_name ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
    product_id integer not null references products (id) on delete cascade,
    moved_at timestamptz not null default now()
  )`,
  'create index product_redirects_product_idx on product_redirects (product_id)',
  `create function record_product_redirect() returns trigger language plpgsql as $$
  begin
    insert into product_redirects (old_seo_name, product_id) values (old.seo_name, new.id)
      on conflict (old_seo_name) do update set product_id = excluded.product_id, moved_at = now();
    delete from product_redirects where old_seo_name = new.seo_name;
    return null;
  end $$`,
  `create trigger product_seo_name_moved after update of seo_name on products
    for each row when (old.seo_name is distinct from new.seo_name) execute function record_product_redirect()`,
  `create function drop_taken_product_redirect() returns trigger language plpgsql as $$
  begin
    delete from product_redirects where old_seo_name = new.seo_name;
    return null;
  end $$`,
  `create trigger product_seo_name_taken after insert on products
    for each row execute function drop_taken_product_redirect()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
