import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { qualityGrades } from 'shared-domain';
import { canMoveBuyout, isBuyoutAccepted } from 'shared-domain/buyout';
import { sellOnlineRequestSchemaFor } from 'shared-domain/contracts';
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
  'buyout_conditions',
  'buyout_condition_texts',
  'buyout_condition_choices',
  'buyout_choice_texts',
  'buyout_price_lists',
  'buyout_prices',
  'buyout_number_counters',
  'buyouts',
  'buyout_status_history',
  'product_ratings',
  'model_packages',
  'product_offer_rules',
  'product_offer_rule_texts',
  'order_items',
  'product_reviews',
  'product_expectations',
  'time_limited_offers',
  'delivery_addresses',
  'service_operation_texts',
  'service_operations',
  'service_orders',
  'service_order_operations',
  'service_order_status_history',
  'discount_scopes',
  'prolong_warranty_codes',
  'categories',
  'category_texts',
  'model_categories',
  'order_stock_takes',
  'stock_movements',
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
  test('apply every migration in order to an empty database, then have nothing left to do', async () => {
    const applied = await migrateToLatest(first.db);
    assert.deepEqual(
      applied.map((m) => [m.migrationName, m.status]),
      [
        ['0001-initial-schema', 'Success'],
        ['0002-buyout', 'Success'],
        ['0003-catalogue-search', 'Success'],
        ['0004-product-details', 'Success'],
        ['0005-reviews', 'Success'],
        ['0006-favourites', 'Success'],
        ['0007-checkout', 'Success'],
        ['0008-accounts', 'Success'],
        ['0009-service', 'Success'],
        ['0010-rate-limits', 'Success'],
        ['0012-money-rules', 'Success'],
        ['0013-buyout-device-facts', 'Success'],
        ['0014-back-office', 'Success'],
        ['0017-product-grid', 'Success'],
        ['0018-product-admin', 'Success'],
        ['0022-catalogue-at-scale', 'Success'],
        ['0023-order-admin', 'Success'],
        ['0024-discount-admin', 'Success'],
        ['0025-invoices', 'Success'],
        ['0026-installment-admin', 'Success'],
        ['0027-order-grid-indexes', 'Success'],
        ['0029-tasks-and-repair-emails', 'Success'],
        ['0030-warehouse', 'Success'],
        ['0031-content-pages', 'Success'],
        ['0032-stores-articles', 'Success'],
        ['0033-content-forms', 'Success'],
        ['0034-landing', 'Success'],
        ['0035-product-redirects', 'Success'],
        ['0036-reference-data-fills', 'Success'],
      ],
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
        ['cz', 'prodejna.praha@example.cz', 'customer'],
        ['ro', 'magazin.bucuresti@example.ro', 'customer'],
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

describe('buyout seed', () => {
  test('asks condition questions for phones, tablets and smartwatches, gate first, texts in both languages', async () => {
    const rows = await first.db
      .selectFrom('buyout_conditions as c')
      .innerJoin('product_types as t', 't.id', 'c.product_type_id')
      .select(['c.id', 't.code', 'c.position', 'c.type'])
      .orderBy('t.code')
      .orderBy('c.position')
      .execute();
    assert.deepEqual(new Set(rows.map((row) => row.code)), new Set(['phones', 'tablets', 'smartwatches']));
    for (const code of ['phones', 'tablets', 'smartwatches']) {
      const conditions = rows.filter((row) => row.code === code);
      assert.ok(conditions.length >= 8, code);
      assert.deepEqual(
        new Set(conditions.map((c) => c.type)),
        new Set(['quality', 'battery', 'charger']),
        `${code}: every kind of question`,
      );
      for (const gate of conditions.slice(0, 2)) {
        assert.equal(gate.type, 'quality');
        const qualities = await first.db
          .selectFrom('buyout_condition_choices')
          .select('quality')
          .where('condition_id', '=', gate.id)
          .orderBy('position')
          .execute();
        assert.deepEqual(
          qualities.map((q) => q.quality),
          ['A+', null],
          `${code}: a gate answer makes the buyout impossible`,
        );
      }
    }
    const texts = await first.db.selectFrom('buyout_condition_texts').select(['shop', 'name']).execute();
    assert.equal(texts.length, rows.length * 2);
    assert.ok(texts.some((t) => t.shop === 'cz' && t.name === 'Zapne se telefon a funguje normálně?'));
    assert.ok(texts.some((t) => t.shop === 'ro' && t.name === 'Telefonul pornește și funcționează normal?'));
    const corrections = await first.db
      .selectFrom('buyout_choice_texts as ct')
      .innerJoin('buyout_condition_choices as ch', 'ch.id', 'ct.choice_id')
      .innerJoin('buyout_conditions as c', 'c.id', 'ch.condition_id')
      .select(['c.type', 'ct.shop', 'ct.price_correction'])
      .where('ct.price_correction', '<>', 0)
      .execute();
    assert.ok(
      corrections.every((c) => c.type !== 'quality'),
      'only battery and charger answers move the price',
    );
    assert.ok(
      corrections.some((c) => c.shop === 'cz' && c.price_correction === -30_000),
      '−300 Kč weak battery',
    );
    assert.ok(
      corrections.some((c) => c.shop === 'ro' && c.price_correction === 2_000),
      '+20 Lei charger',
    );
  });

  test('prices every colour of the bought types per grade in both shops, one current list per shop', async () => {
    const lists = await first.db.selectFrom('buyout_price_lists').selectAll().orderBy('id').execute();
    assert.deepEqual(
      lists.map((l) => [l.shop, l.version, l.is_current, l.currency, l.minimal_price]),
      [
        ['cz', 1, false, 'CZK', 10_000],
        ['cz', 2, true, 'CZK', 10_000],
        ['ro', 1, false, 'RON', 2_000],
        ['ro', 2, true, 'RON', 2_000],
      ],
    );
    const prices = await first.db
      .selectFrom('buyout_prices as bp')
      .innerJoin('buyout_price_lists as pl', 'pl.id', 'bp.price_list_id')
      .innerJoin('model_colours as mc', 'mc.id', 'bp.model_colour_id')
      .innerJoin('models as m', 'm.id', 'mc.model_id')
      .innerJoin('product_types as t', 't.id', 'm.product_type_id')
      .select([
        'pl.shop',
        'pl.is_current',
        'mc.id as colourId',
        'm.seo_name',
        'm.released_year',
        't.code',
        'bp.quality',
        'bp.amount',
      ])
      .execute();
    assert.ok(
      prices.every((p) => p.code !== 'accessories'),
      'accessories are not bought',
    );
    const colours = await first.db
      .selectFrom('model_colours as mc')
      .innerJoin('models as m', 'm.id', 'mc.model_id')
      .innerJoin('product_types as t', 't.id', 'm.product_type_id')
      .select('mc.id')
      .where('t.code', '<>', 'accessories')
      .execute();
    const ladders = new Map<string, Map<string, number>>();
    for (const price of prices.filter((p) => p.is_current)) {
      const key = `${price.shop}/${price.colourId}`;
      if (!ladders.has(key)) ladders.set(key, new Map());
      ladders.get(key)!.set(price.quality, price.amount);
    }
    assert.equal(ladders.size, colours.length * 2, 'every colour priced in both shops');
    for (const [key, ladder] of ladders) {
      const amounts = qualityGrades.filter((g) => ladder.has(g)).map((g) => ladder.get(g)!);
      for (let i = 1; i < amounts.length; i += 1) assert.ok(amounts[i] < amounts[i - 1], key);
      for (const amount of amounts) assert.equal(amount % (key.startsWith('cz') ? 1_000 : 500), 0, key);
    }
    const iphone13 = prices.filter((p) => p.seo_name === 'apple-iphone-13');
    assert.ok(
      iphone13.length > 0 && iphone13.every((p) => p.quality !== 'D'),
      'old models are not bought in grade D',
    );
    const iphone16 = prices.filter(
      (p) => p.seo_name === 'apple-iphone-16' && p.is_current && p.shop === 'cz',
    );
    const aPlus = iphone16.filter((p) => p.quality === 'A+').map((p) => p.amount / 100);
    assert.ok(
      aPlus.every((amount) => amount >= 22_990 * 0.5 && amount <= 22_990 * 0.58),
      'A+ about half the new price',
    );
  });

  test('holds buyouts of the demo customers in several statuses, with a history that follows the transitions', async () => {
    const buyouts = await first.db.selectFrom('buyouts').selectAll().orderBy('id').execute();
    for (const shop of ['cz', 'ro'] as const) {
      const own = buyouts.filter((b) => b.shop === shop);
      assert.ok(own.length >= 5, shop);
      assert.ok(new Set(own.map((b) => b.status)).size >= 5, `${shop}: several statuses`);
      assert.ok(
        own.some((b) => b.user_id !== null) && own.some((b) => b.user_id === null),
        `${shop}: customers and a guest`,
      );
      const prefix = shop === 'cz' ? 'VK' : 'RC';
      for (const buyout of own) {
        assert.match(buyout.number, new RegExp(`^${prefix}-20(25|26)-\\d{6}$`));
        const customerSchema = sellOnlineRequestSchemaFor(shop).shape.customer_data;
        assert.ok(
          customerSchema.safeParse(buyout.customer_data).success,
          `${buyout.number}: valid customer data`,
        );
        const history = await first.db
          .selectFrom('buyout_status_history')
          .select(['status', 'at'])
          .where('buyout_id', '=', buyout.id)
          .orderBy('at')
          .execute();
        assert.equal(history[0].status, 'created');
        assert.equal(history.at(-1)!.status, buyout.status);
        for (let i = 1; i < history.length; i += 1)
          assert.ok(
            canMoveBuyout(history[i - 1].status, history[i].status),
            `${buyout.number}: ${history[i].status}`,
          );
      }
    }
  });

  test('gives each shop the buyouts the README offers for the cart’s bonus: one accepted, one not yet', async () => {
    const demo = await first.db
      .selectFrom('buyouts')
      .select(['number', 'e_mail', 'status'])
      .where('number', 'in', ['VK-2025-000002', 'VK-2026-000004', 'RC-2025-000002'])
      .orderBy('number')
      .execute();
    assert.deepEqual(
      demo.map((b) => [b.number, b.e_mail, isBuyoutAccepted(b.status)]),
      [
        ['RC-2025-000002', 'ana.popescu@example.ro', true],
        ['VK-2025-000002', 'jana.novakova@example.cz', true],
        ['VK-2026-000004', 'jana.novakova@example.cz', false],
      ],
    );
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
