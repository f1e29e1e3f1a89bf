import { type Kysely, sql } from 'kysely';

// Orders run from the admin (issue 17):
// - which store each ordered piece was taken from, so a cancellation returns it to that store
//   (orders placed before this migration return their pieces to their pickup store, else to the
//   shop's first sales store);
// - the refunds a cancellation made through the payment adapter, and the e-mails each order was
//   sent, for the order's detail;
// - the staff grid's text search (number, e-mail, name, company,
//   phone digits) in one generated column with a trigram index, so a search does not parse every
//   order's JSON address.
const TRIGRAM_LOCK = 160_022;

const statements = [
  `create table order_stock_takes (
    order_id integer not null references orders (id) on delete cascade,
    product_id integer not null references products (id),
    store_id integer not null references stores (id),
    quantity integer not null check (quantity > 0),
    primary key (order_id, product_id, store_id)
  )`,
  `create table order_refunds (
    id serial primary key,
    order_id integer not null references orders (id) on delete cascade,
    amount integer not null check (amount > 0),
    currency text not null,
    provider text not null,
    reference text not null,
    test_mode boolean not null,
    created_at timestamptz not null default now()
  )`,
  `create index order_refunds_order_idx on order_refunds (order_id)`,
  `create table order_emails (
    id serial primary key,
    order_id integer not null references orders (id) on delete cascade,
    kind text not null,
    recipient text not null,
    subject text not null,
    created_at timestamptz not null default now()
  )`,
  `create index order_emails_order_idx on order_emails (order_id)`,
  `alter table orders add column cancelled_at timestamptz`,
  `alter table orders add column staff_search text generated always as (lower(
    number || ' ' || coalesce(email, '') || ' ' ||
    coalesce(billing_address ->> 'first_name', '') || ' ' || coalesce(billing_address ->> 'last_name', '') || ' ' ||
    coalesce(billing_address ->> 'company', '') || ' ' ||
    regexp_replace(coalesce(billing_address ->> 'phone', ''), '[^0-9]', '', 'g')
  )) stored`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
  // pg_trgm was created in one schema by migration 0022; the index names its operator class there.
  await sql`select pg_advisory_xact_lock(${sql.lit(TRIGRAM_LOCK)})`.execute(db);
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db);
  await sql`create index orders_staff_search_trigram_idx on orders
    using gin (staff_search ${sql.id(rows[0].schema, 'gin_trgm_ops')})`.execute(db);
}
