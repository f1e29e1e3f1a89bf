import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { openTestDatabase, type TestDatabase } from '../test-support/test-database.ts';
import { syncQueuedSearchTexts } from './browse-search-texts.ts';

// What keeps search fast at catalogue scale (issue 16): a search writes only the texts of newly
// priced products (the queue a trigger fills), not a comparison of the whole catalogue with its texts.

let database: TestDatabase;
before(async () => {
  database = await openTestDatabase();
});
after(async () => {
  await database.close();
});

describe('search at catalogue scale', () => {
  test('a newly priced product is queued, and the next sync writes its text and empties the queue', async () => {
    const { db } = database;
    await syncQueuedSearchTexts(db, 'cz'); // the seed's products, priced after the migrations
    const model = await db.selectFrom('models').select('id').orderBy('id').executeTakeFirstOrThrow();
    const product = await db
      .insertInto('products')
      .values({
        model_id: model.id,
        storage_gb: 4096,
        condition: 'new',
        quality_grade: null,
        code: 'QUEUED77',
        seo_name: 'queued-77',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const queued = () =>
      sql<{ shop: string }>`select shop from product_search_text_queue where product_id = ${product.id}`
        .execute(db)
        .then(({ rows }) => rows.map((row) => row.shop));
    assert.deepEqual(await queued(), [], 'no price, nothing to find');

    await db
      .insertInto('product_prices')
      .values({ product_id: product.id, shop: 'cz', amount: 100_00, currency: 'CZK' })
      .execute();
    assert.deepEqual(await queued(), ['cz']);

    assert.equal(await syncQueuedSearchTexts(db, 'cz'), 1);
    assert.deepEqual(await queued(), []);
    const text = await db
      .selectFrom('product_search_texts')
      .select('search_text')
      .where('product_id', '=', product.id)
      .where('shop', '=', 'cz')
      .executeTakeFirstOrThrow();
    assert.match(text.search_text, / 4096 gb .* queued77 /);
    assert.equal(await syncQueuedSearchTexts(db, 'cz'), 0, 'nothing left to write');
  });
});
