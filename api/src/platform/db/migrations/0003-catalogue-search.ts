import { type Kysely, sql } from 'kysely';
import { syncSearchTexts } from '../../../catalogue/browse-search-texts.ts';
import type { Db } from '../schema.ts';

// Category filters and search (issue 4).
// - product_ratings: the average approved rating per product, kept up to date by the reviews
//   component; the catalogue only reads it (sort=rating, unrated products last).
// - product_search_texts: each product's searchable text per shop (names differ by shop), lower
//   case without diacritics. PGlite has no `unaccent`, so the text is normalized in TypeScript
//   (shared-domain normalizeSearchText) and searched with LIKE per token.
const statements = [
  `create table product_ratings (
    product_id integer primary key references products (id) on delete cascade,
    rating_avg numeric(3, 2) check (rating_avg between 1 and 5),
    rating_count integer not null default 0 check (rating_count >= 0)
  )`,
  `create table product_search_texts (
    product_id integer not null references products (id) on delete cascade,
    shop text not null check (shop in ('cz', 'ro')),
    search_text text not null,
    primary key (product_id, shop)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
  // Products that exist already (a database seeded before this migration); later ones are added
  // by the same function before every search.
  await syncSearchTexts(db as unknown as Db);
}
