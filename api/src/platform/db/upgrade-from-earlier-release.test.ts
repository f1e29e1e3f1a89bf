import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { type ShopCode, shopCodes } from 'shared-domain';
import { request } from '../../test-support/http.ts';
import { startTestApp } from '../../test-support/test-app.ts';
import { openTestDatabase, type TestDatabase } from '../../test-support/test-database.ts';
import { migrateTo, migrateToLatest } from './migrate.ts';
import type { Db } from './schema.ts';
import { referenceAreas } from './seed/fill-reference-data.ts';
import { seedIfEmpty } from './seed/seed-database.ts';

// A shop made by an earlier release (migrations up to 0008: accounts), with its catalogue, stores,
// registered customers, their orders and addresses, is started by the current api: migrations run,
// then the start's seed step. Nothing of the shop is lost, and every area a fresh database has
// (the service catalogue above all) holds data in both shops, without touching a fresh database.

const EARLIER_RELEASE = '0008-accounts';

/** The tables the earlier release's shop wrote to, with the key that orders their rows. */
const shopTables = {
  product_types: 'id',
  product_type_texts: 'product_type_id, shop',
  manufacturers: 'id',
  models: 'id',
  model_colours: 'id',
  model_colour_texts: 'model_colour_id, shop',
  products: 'id',
  product_prices: 'product_id, shop',
  stores: 'id',
  stock: 'product_id, store_id',
  users: 'id',
  orders: 'id',
  order_items: 'id',
  delivery_addresses: 'id',
} as const;

type Row = Record<string, unknown>;

async function rowsOf(db: Db, table: keyof typeof shopTables): Promise<Row[]> {
  const { rows } =
    await sql<Row>`select * from ${sql.table(table)} order by ${sql.raw(shopTables[table])}`.execute(db);
  return rows;
}

/** Rows and counts of reference data per shop (null: a table without a shop column). */
const referenceTables: Record<string, 'shop' | null> = {
  product_type_texts: 'shop',
  stores: 'shop',
  service_operation_texts: 'shop',
  category_texts: 'shop',
  content_pages: 'shop',
  content_menus: 'shop',
  article_topics: 'shop',
  articles: 'shop',
  installment_companies: 'shop',
  crates: 'shop',
  service_operations: null,
  categories: null,
  attribute_groups: null,
  attributes: null,
  model_attribute_values: null,
};

async function countsOf(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [table, shopColumn] of Object.entries(referenceTables)) {
    for (const shop of shopColumn ? shopCodes : [null]) {
      const where = shop ? sql`where shop = ${shop}` : sql``;
      const { rows } = await sql<{
        count: number;
      }>`select count(*)::int as count from ${sql.table(table)} ${where}`.execute(db);
      counts[shop ? `${table}:${shop}` : table] = rows[0].count;
    }
  }
  return counts;
}

/** What a shop of the earlier release held: a catalogue, a store per shop, customers and orders. */
async function earlierReleaseShop(db: Db): Promise<void> {
  await sql`insert into product_types (id, code, position) values (1, 'phones', 1)`.execute(db);
  await sql`insert into product_type_texts (product_type_id, shop, seo_name, name)
    values (1, 'cz', 'telefony', 'Mobilní telefony'), (1, 'ro', 'telefoane', 'Telefoane mobile')`.execute(db);
  await sql`insert into manufacturers (id, name, seo_name) values (1, 'Apple', 'apple')`.execute(db);
  await sql`insert into models (id, product_type_id, manufacturer_id, name, seo_name, released_year)
    values (1, 1, 1, 'iPhone 15', 'apple-iphone-15', 2023), (2, 1, 1, 'iPhone 16', 'apple-iphone-16', 2024)`.execute(
    db,
  );
  await sql`insert into model_colours (id, model_id, code, hex) values (1, 1, 'black', '#1f2020'), (2, 2, 'black', '#1f2020')`.execute(
    db,
  );
  await sql`insert into model_colour_texts (model_colour_id, shop, name)
    values (1, 'cz', 'Černá'), (1, 'ro', 'Negru'), (2, 'cz', 'Černá'), (2, 'ro', 'Negru')`.execute(db);
  await sql`insert into products (id, model_id, model_colour_id, storage_gb, condition, code, ean, seo_name, created_at)
    values (1, 1, 1, 128, 'new', 'IP15-128-BK', '0195949036064', 'apple-iphone-15-128gb-black', '2025-03-01T10:00:00Z'),
      (2, 2, 2, 128, 'new', 'IP16-128-BK', '0195949821790', 'apple-iphone-16-128gb-black', '2025-03-01T10:00:00Z')`.execute(
    db,
  );
  await sql`insert into product_prices (product_id, shop, amount, currency)
    values (1, 'cz', 1899000, 'CZK'), (1, 'ro', 379900, 'RON'), (2, 'cz', 2299000, 'CZK'), (2, 'ro', 459900, 'RON')`.execute(
    db,
  );
  await sql`insert into stores (id, shop, code, name, kind, street, city, postcode, country, latitude, longitude)
    values (1, 'cz', 'CZ-PRG-VAC', 'Mobilní svět Praha', 'store', 'Václavské náměstí 1', 'Praha', '110 00', 'CZ', 50.08, 14.42),
      (2, 'ro', 'RO-BUC-UNI', 'Lumea Mobilă București', 'store', 'Piața Unirii 1', 'București', '030119', 'RO', 44.43, 26.10)`.execute(
    db,
  );
  await sql`insert into stock (product_id, store_id, quantity) values (1, 1, 3), (2, 2, 1)`.execute(db);
  await sql`insert into users (id, shop, email, password_hash, first_name, last_name, role, phone, terms_accepted_at, created_at)
    values (1, 'cz', 'petr.svoboda@example.cz', 'scrypt$ln=17,r=8,p=1$c2FsdA$aGFzaA', 'Petr', 'Svoboda', 'customer',
        '+420601234567', '2025-04-02T08:30:00Z', '2025-04-02T08:30:00Z'),
      (2, 'ro', 'ion.ionescu@example.ro', 'scrypt$ln=17,r=8,p=1$c2FsdA$aGFzaA', 'Ion', 'Ionescu', 'customer',
        '+40721234567', '2025-04-03T09:00:00Z', '2025-04-03T09:00:00Z')`.execute(db);
  await sql`insert into delivery_addresses (id, user_id, name, street, city, postcode, is_default)
    values (1, 1, 'Petr Svoboda', 'Dlouhá 12', 'Praha', '110 00', true),
      (2, 2, 'Ion Ionescu', 'Strada Lipscani 5', 'București', '030031', true)`.execute(db);
  await sql`insert into orders (id, number, shop, user_id, status, total_amount, currency, created_at, email,
      payment_type, payment_status, paid_at, delivery_type, store_id, delivery_status, invoice_number)
    values (1, '2025000001', 'cz', 1, 'delivered', 1899000, 'CZK', '2025-04-05T10:00:00Z', 'petr.svoboda@example.cz',
        'card', 'paid', '2025-04-05T10:01:00Z', 'store', 1, 'delivered', 'FV2025000001'),
      (2, '2025000002', 'ro', 2, 'paid', 459900, 'RON', '2025-04-06T11:00:00Z', 'ion.ionescu@example.ro',
        'card', 'paid', '2025-04-06T11:01:00Z', 'store', 2, 'preparing', null)`.execute(db);
  await sql`insert into order_items (id, order_id, product_id, quantity, unit_price, name, final_price)
    values (1, 1, 1, 1, 1899000, 'Apple iPhone 15 128 GB černá', 1899000),
      (2, 2, 2, 1, 459900, 'Apple iPhone 16 128 GB negru', 459900)`.execute(db);
}

let upgraded: TestDatabase;
let fresh: TestDatabase;
const before0009: Partial<Record<keyof typeof shopTables, Row[]>> = {};

before(async () => {
  upgraded = await openTestDatabase({ empty: true });
  fresh = await openTestDatabase();
  await migrateTo(upgraded.db, EARLIER_RELEASE);
  await earlierReleaseShop(upgraded.db);
  for (const table of Object.keys(shopTables) as (keyof typeof shopTables)[])
    before0009[table] = await rowsOf(upgraded.db, table);
});
after(async () => {
  await upgraded?.close();
  await fresh?.close();
});

describe('a shop made by an earlier release, started by the current api', () => {
  test('migrates forward and is not seeded again', async () => {
    const applied = await migrateToLatest(upgraded.db);
    assert.equal(applied[0]?.migrationName, '0009-service');
    assert.ok(applied.every((migration) => migration.status === 'Success'));
    assert.equal(await seedIfEmpty(upgraded.db), false, 'the shop has data: no demo seed');
  });

  test('keeps every row it held, with the same ids and values', async () => {
    for (const table of Object.keys(shopTables) as (keyof typeof shopTables)[]) {
      const earlier = before0009[table] ?? [];
      assert.ok(earlier.length > 0, `${table} held rows`);
      // Later migrations add columns; the columns the earlier release had keep their values.
      const now = (await rowsOf(upgraded.db, table)).map((row) =>
        Object.fromEntries(Object.keys(earlier[0]).map((column) => [column, row[column]])),
      );
      assert.deepEqual(now, earlier, table);
    }
  });

  test('finds the iPhones in the service search of both shops', async () => {
    for (const shop of shopCodes) {
      const app = await startTestApp(upgraded.db, { shop });
      try {
        const response = await request(`${app.url}/api/new/service/search/?term=iphone`);
        assert.equal(response.status, 200);
        const names = response.body.items.map((item: { name: string }) => item.name).sort();
        assert.deepEqual(names, ['Apple iPhone 15', 'Apple iPhone 16'], shop);
      } finally {
        await app.close();
      }
    }
  });

  test('holds every area of reference data in both shops, as a fresh shop does', async () => {
    const counts = await countsOf(upgraded.db);
    for (const [area, count] of Object.entries(counts)) assert.ok(count > 0, `${area} is empty`);
    const freshCounts = await countsOf(fresh.db);
    for (const shop of shopCodes as readonly ShopCode[])
      for (const table of [
        'content_pages',
        'content_menus',
        'article_topics',
        'articles',
        'service_operation_texts',
      ])
        assert.equal(counts[`${table}:${shop}`], freshCounts[`${table}:${shop}`], `${table}:${shop}`);
  });

  test('gives a model the same service operations as a fresh shop', async () => {
    const operationsOf = (db: Db) =>
      db
        .selectFrom('service_operations as so')
        .innerJoin('models as m', 'm.id', 'so.model_id')
        .where('m.seo_name', '=', 'apple-iphone-15')
        .select(['so.code', 'so.kind', 'so.price_czk', 'so.price_ron', 'so.duration_minutes', 'so.position'])
        .orderBy('so.code')
        .execute();
    const operations = await operationsOf(upgraded.db);
    assert.ok(operations.length > 0);
    assert.deepEqual(operations, await operationsOf(fresh.db));
  });

  test('fills nothing twice, and leaves an area staff emptied empty', async () => {
    const counts = await countsOf(upgraded.db);
    assert.equal(await seedIfEmpty(upgraded.db), false);
    assert.deepEqual(await countsOf(upgraded.db), counts, 'a second start adds no rows');
    await upgraded.db.deleteFrom('articles').where('shop', '=', 'ro').execute();
    await upgraded.db.deleteFrom('article_topics').where('shop', '=', 'ro').execute();
    await seedIfEmpty(upgraded.db);
    const [articles] = await upgraded.db
      .selectFrom('articles')
      .where('shop', '=', 'ro')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .execute();
    assert.equal(Number(articles.count), 0, 'deleted articles stay deleted');
  });
});

describe('a fresh shop', () => {
  test('records every area as already holding data', async () => {
    const fills = await fresh.db
      .selectFrom('reference_data_fills')
      .select(['area', 'inserted'])
      .orderBy('area')
      .execute();
    assert.deepEqual(
      fills,
      referenceAreas
        .map((area) => ({ area: area.name, inserted: false }))
        .sort((a, b) => a.area.localeCompare(b.area)),
    );
  });

  test('gets no duplicate rows when started again, even with the record of fills gone', async () => {
    const counts = await countsOf(fresh.db);
    await fresh.db.deleteFrom('reference_data_fills').execute();
    assert.equal(await seedIfEmpty(fresh.db), false);
    assert.deepEqual(await countsOf(fresh.db), counts);
  });
});
