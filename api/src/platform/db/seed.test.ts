import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { openTestDatabase, type TestDatabase } from '../../test-support/test-database.ts';
import { verifyPassword } from '../password.ts';
import { migrateToLatest } from './migrate.ts';
import type { Db } from './schema.ts';
import { seedIfEmpty } from './seed/seed-database.ts';
import { demoPassword } from './seed/users-data.ts';

// Two empty databases, migrated and seeded independently: the demo data must come out identical.

let first: TestDatabase;
let second: TestDatabase;

before(async () => {
  first = await openTestDatabase({ empty: true });
  second = await openTestDatabase({ empty: true });
});
after(async () => {
  await first?.close();
  await second?.close();
});

const tables = [
  'product_types',
  'product_type_texts',
  'manufacturers',
  'models',
  'model_colours',
  'model_colour_texts',
  'products',
  'product_prices',
  'stores',
  'stock',
  'users',
  'orders',
] as const;

async function dump(db: Db): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    result[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return result;
}

describe('migrations', () => {
  test('apply 0001 to an empty database, then have nothing left to do', async () => {
    const applied = await migrateToLatest(first.db);
    assert.deepEqual(
      applied.map((m) => [m.migrationName, m.status]),
      [['0001-initial-schema', 'Success']],
    );
    assert.deepEqual(await migrateToLatest(first.db), []);
    await migrateToLatest(second.db);
  });
});

describe('demo seed', () => {
  test('seeds an empty database once', async () => {
    assert.equal(await seedIfEmpty(first.db), true);
    assert.equal(await seedIfEmpty(first.db), false);
    assert.equal(await seedIfEmpty(second.db), true);
  });

  test('is deterministic: two databases seeded separately hold identical rows', async () => {
    const [a, b] = [await dump(first.db), await dump(second.db)];
    for (const table of tables) {
      assert.ok(a[table].length > 0, `${table} is seeded`);
      assert.deepEqual(a[table], b[table], table);
    }
  });

  test('holds both shops: every product priced in CZK and RON as whole Kč / Lei', async () => {
    const prices = await first.db.selectFrom('product_prices').selectAll().execute();
    const products = await first.db.selectFrom('products').select('id').execute();
    assert.equal(prices.length, products.length * 2);
    for (const price of prices) {
      assert.equal(price.currency, price.shop === 'cz' ? 'CZK' : 'RON');
      assert.equal(price.amount % 100, 0);
    }
  });

  test('grades used pieces A+ to D, each cheaper than the better grade and than new', async () => {
    const rows = await first.db
      .selectFrom('products as p')
      .innerJoin('product_prices as pp', (join) =>
        join.onRef('pp.product_id', '=', 'p.id').on('pp.shop', '=', 'cz'),
      )
      .select(['p.model_id', 'p.storage_gb', 'p.model_colour_id', 'p.quality_grade', 'pp.amount'])
      .execute();
    const groups = new Map<string, Map<string, number>>();
    for (const row of rows) {
      const key = `${row.model_id}/${row.storage_gb}/${row.model_colour_id}`;
      if (!groups.has(key)) groups.set(key, new Map());
      groups.get(key)!.set(row.quality_grade ?? 'new', row.amount);
    }
    const graded = [...groups.values()].filter((prices) => prices.size > 1);
    assert.ok(graded.length >= 40, 'many refurbished lines');
    for (const prices of graded) {
      const ladder = ['new', 'A+', 'A', 'B', 'C', 'D'].map((grade) => prices.get(grade)!);
      for (let i = 1; i < ladder.length; i += 1) assert.ok(ladder[i] < ladder[i - 1], JSON.stringify(ladder));
    }
  });

  test('creates the demo accounts of the contract with real scrypt hashes of the demo password', async () => {
    const users = await first.db
      .selectFrom('users')
      .select(['shop', 'email', 'role', 'password_hash'])
      .orderBy('id')
      .execute();
    assert.deepEqual(
      users.map((u) => [u.shop, u.email, u.role]),
      [
        ['cz', 'jana.novakova@example.cz', 'customer'],
        ['cz', 'nakup@firma-example.cz', 'business'],
        ['cz', 'admin@example.cz', 'staff'],
        ['cz', 'sklad@example.cz', 'warehouse'],
        ['ro', 'ana.popescu@example.ro', 'customer'],
        ['ro', 'achizitii@firma-example.ro', 'business'],
        ['ro', 'admin@example.ro', 'staff'],
        ['ro', 'depozit@example.ro', 'warehouse'],
      ],
    );
    for (const user of users) assert.match(user.password_hash, /^scrypt\$ln=17,r=8,p=1\$/);
    assert.equal(
      new Set(users.map((u) => u.password_hash)).size,
      users.length,
      'every account has its own salt',
    );
    const checks = await Promise.all(users.map((u) => verifyPassword(demoPassword, u.password_hash)));
    assert.deepEqual(
      checks,
      users.map(() => true),
    );
  });

  test('places stores, buyout and service centres and pickup points in both countries, and orders in both shops', async () => {
    const stores = await first.db.selectFrom('stores').select(['shop', 'kind', 'city', 'country']).execute();
    for (const shop of ['cz', 'ro'] as const) {
      const kinds = new Set(stores.filter((s) => s.shop === shop).map((s) => s.kind));
      assert.deepEqual(kinds, new Set(['store', 'buyout_centre', 'service_centre', 'pickup_point']), shop);
    }
    assert.ok(stores.filter((s) => s.shop === 'ro').every((s) => s.country === 'RO'));
    const orders = await first.db.selectFrom('orders').select(['shop']).execute();
    assert.ok(orders.some((o) => o.shop === 'cz') && orders.some((o) => o.shop === 'ro'));
  });
});

describe('schema constraints', () => {
  test('reject a used product without a grade, a colour of another model and a price in the other currency', async () => {
    const model = await first.db
      .selectFrom('models')
      .select('id')
      .where('seo_name', '=', 'apple-iphone-15')
      .executeTakeFirstOrThrow();
    const otherColour = await first.db
      .selectFrom('model_colours as c')
      .innerJoin('models as m', 'm.id', 'c.model_id')
      .select('c.id')
      .where('m.seo_name', '=', 'samsung-galaxy-s24')
      .executeTakeFirstOrThrow();
    const product = { model_id: model.id, storage_gb: 128, code: 'TEST1', seo_name: 'test-product' };
    await assert.rejects(
      first.db
        .insertInto('products')
        .values({ ...product, condition: 'used', quality_grade: null })
        .execute(),
      /check/,
    );
    await assert.rejects(
      first.db
        .insertInto('products')
        .values({ ...product, condition: 'new', model_colour_id: otherColour.id })
        .execute(),
      /foreign key/,
    );
    const { id } = await first.db
      .insertInto('products')
      .values({ ...product, condition: 'new' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await assert.rejects(
      first.db
        .insertInto('product_prices')
        .values({ product_id: id, shop: 'cz', amount: 100, currency: 'RON' })
        .execute(),
      /check/,
    );
  });
});
