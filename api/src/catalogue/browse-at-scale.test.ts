import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { openTestDatabase, type TestDatabase } from '../test-support/test-database.ts';
import { searchMatches } from './browse-repository.ts';
import { syncQueuedSearchTexts } from './browse-search-texts.ts';

// What keeps search fast at catalogue scale (issue 16): the word-start match is answered by the
// trigram index, and a search writes only the texts of newly priced products (the queue), not a
// comparison of the whole catalogue with its texts.

let database: TestDatabase;
before(async () => {
  database = await openTestDatabase();
});
after(async () => {
  await database.close();
});

const GENERATED_TEXTS = 5000;

/**
 * The plan of the search's match as JSON text, over the demo texts and a few thousand generated
 * ones (rolled back after): the planner picks an index only when the table is big enough to make
 * scanning it the dearer way, as at catalogue scale.
 */
async function searchPlan(tokens: string[]): Promise<string> {
  let plan = '';
  await database.db
    .transaction()
    .execute(async (trx) => {
      await sql`
        insert into products (model_id, condition, code, seo_name)
        select (select min(id) from models), 'new', 'GEN-' || g, 'generated-' || g
        from generate_series(1, ${GENERATED_TEXTS}) g`.execute(trx);
      await sql`
        insert into product_search_texts (product_id, shop, search_text)
        select id, 'cz', ' generated filler ' || id || ' ' from products where code like 'GEN-%'`.execute(
        trx,
      );
      await sql`analyze product_search_texts`.execute(trx);
      // Still small enough for one read of the table to look cheaper than any index.
      await sql`set local enable_seqscan = off`.execute(trx);
      const compiled = searchMatches(trx, 'cz', tokens).compile();
      const { rows } = await trx.executeQuery<{ 'QUERY PLAN': unknown }>({
        ...compiled,
        sql: `explain (format json) ${compiled.sql}`,
      });
      plan = JSON.stringify(rows[0]['QUERY PLAN']);
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return plan;
}

class RolledBack extends Error {}

describe('search at catalogue scale', () => {
  test('every token of a term is matched through the trigram index', async () => {
    const plan = await searchPlan(['iphone', '15']);
    assert.match(plan, /product_search_texts_trigram_idx/);
    assert.match(plan, /% iphone%/);
    assert.match(plan, /% 15%/);
  });

  test('a one-letter token still uses the index (its word-start trigram)', async () => {
    assert.match(await searchPlan(['a']), /product_search_texts_trigram_idx/);
  });

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
