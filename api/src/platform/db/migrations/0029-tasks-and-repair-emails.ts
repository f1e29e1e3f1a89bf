import { type Kysely, sql } from 'kysely';

// The Tasks screen and the repair detail (issue 17):
// - a background job staff cancelled ends as 'cancelled' (neither done nor failed), and the
//   screen filters the runs by state;
// - the e-mails each repair was sent, listed on its detail as the orders' are.
const statements = [
  'alter table job_runs drop constraint job_runs_status_check',
  `alter table job_runs add constraint job_runs_status_check
    check (status in ('queued', 'running', 'done', 'failed', 'cancelled'))`,
  'create index job_runs_shop_status_idx on job_runs (shop, status, created_at desc)',
  `create table service_order_emails (
    id serial primary key,
    order_id integer not null references service_orders (id) on delete cascade,
    kind text not null,
    recipient text not null,
    subject text not null,
    created_at timestamptz not null default now()
  )`,
  'create index service_order_emails_order_idx on service_order_emails (order_id)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
