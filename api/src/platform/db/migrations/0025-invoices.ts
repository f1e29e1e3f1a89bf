import { type Kysely, sql } from 'kysely';

// Invoices and credit notes as PDF documents (issue item "Invoices"): one row per order and kind,
// made when the document is asked for ('in_progress', while a tracked job renders the PDF) and
// finished by that job ('created', with the stored file's path under DATA_DIR, size and SHA-256).
// No row is "not created". The invoice price import records the accounting system's prices here.

const statements = [
  `create table invoices (
    id serial primary key,
    order_id integer not null references orders (id) on delete cascade,
    kind text not null check (kind in ('invoice', 'credit_note')),
    number text not null unique,
    state text not null check (state in ('in_progress', 'created')),
    run_id uuid,
    file_path text,
    file_size integer,
    checksum text,
    total_amount integer,
    currency text,
    requested_at timestamptz not null default now(),
    created_at timestamptz,
    imported_total integer,
    imported_vat integer,
    imported_at timestamptz,
    unique (order_id, kind),
    check (state <> 'created' or (file_path is not null and file_size is not null and checksum is not null))
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
