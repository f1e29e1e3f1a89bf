import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type Kysely, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import * as storesArticles from '../platform/db/migrations/0032-stores-articles.ts';
import { migrations } from '../platform/db/migrations/index.ts';
import { openTestDatabase, type TestDatabase } from '../test-support/test-database.ts';

// Migration 0032 on a database seeded before it: the stores get their pages' data (slug,
// services, e-mail, holidays), places it does not know a slug of their code, and the demo
// articles are written, so an upgraded demo shows the same pages as a fresh one.
let database: TestDatabase;

before(async () => {
  database = await openTestDatabase({ empty: true });
  const names = Object.keys(migrations).filter((name) => name < '0032');
  const earlier = Object.fromEntries(names.map((name) => [name, migrations[name]]));
  // Its own schema's bookkeeping, as migrate.ts does (PostgreSQL runs give each file a schema).
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db);
  const { error } = await new Migrator({
    db: database.db,
    provider: { getMigrations: async () => earlier },
    migrationTableSchema: rows[0].schema,
  }).migrateToLatest();
  assert.equal(error, undefined);
  await sql`insert into product_types (code, position) values ('phones', 1)`.execute(database.db);
  await sql`insert into stores (shop, code, name, kind, street, city, postcode, country, latitude, longitude)
    values ('cz', 'CZ-BRN-SVO', 'Mobilní svět Brno', 'store', 'náměstí Svobody 1', 'Brno', '602 00', 'CZ', 49.19, 16.61),
      ('cz', 'CZ-OLO-PUP', 'Výdejní místo Olomouc', 'pickup_point', 'Horní náměstí 1', 'Olomouc', '779 00', 'CZ', 49.59, 17.25)`.execute(
    database.db,
  );
});
after(async () => {
  await database?.close();
});

describe('migration 0032 on a seeded database', () => {
  test('fills the stores pages’ data and writes the demo articles', async () => {
    await storesArticles.up(database.db as unknown as Kysely<unknown>);
    const stores = await database.db
      .selectFrom('stores')
      .select(['code', 'slug', 'services', 'email', 'opening_exceptions'])
      .orderBy('code')
      .execute();
    assert.deepEqual(
      stores.map((store) => [store.code, store.slug, store.services, store.email]),
      [
        ['CZ-BRN-SVO', 'brno-namesti-svobody', ['sale', 'buyout', 'service'], 'brno@example.cz'],
        ['CZ-OLO-PUP', 'cz-olo-pup', [], null],
      ],
    );
    assert.ok(stores[0].opening_exceptions.some((day) => day.date === '2026-12-24' && day.closed));
    const counts = await database.db
      .selectFrom('articles')
      .select(['shop', (eb) => eb.fn.countAll<string>().as('count')])
      .where('published_at', 'is not', null)
      .groupBy('shop')
      .orderBy('shop')
      .execute();
    assert.deepEqual(
      counts.map((row) => [row.shop, Number(row.count)]),
      [
        ['cz', 6],
        ['ro', 6],
      ],
    );
  });
});
