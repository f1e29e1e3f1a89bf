import { type Kysely, sql } from 'kysely';

// Discounts run from the admin:
// - the "automatic assignment" flag of a discount (is_automatic_assigment in the spec);
// - codes by their discount: a discount may have 100 000 generated codes, and its detail, the
//   grid's code counts and the CSV export read them by discount_id;
// - the generation job that made a code, so a retried job tops its codes up to the count asked
//   instead of generating them all again.
const statements = [
  'alter table discounts add column is_automatic boolean not null default false',
  'alter table discount_codes add column generated_by_run uuid',
  'create index discount_codes_discount_idx on discount_codes (discount_id, id)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
