import { type Kysely, sql } from 'kysely';

// Reference data of a release (service catalogue, content pages, articles, attributes, ...) is
// filled into a database made by an earlier release on the api's start (fill-reference-data.ts).
// One row per area that was filled or found already holding data: an area is filled at most once
// per database, so what staff later delete is not brought back on the next start.
const statements = [
  `create table reference_data_fills (
    area text primary key check (area <> ''),
    filled_at timestamptz not null default now(),
    inserted boolean not null
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
