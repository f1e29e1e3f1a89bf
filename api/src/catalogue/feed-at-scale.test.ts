import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from '../test-support/test-app.ts';
import { openTestDatabase, type TestDatabase } from '../test-support/test-database.ts';

// The feeds at catalogue scale (issue 19 item 8): 50 000 products in stock stream out of the api
// within 256 MB. The feed is written a page at a time as the client reads it, so the api's memory
// grows by pages, not by the catalogue: the peak heap and resident size while a slow client reads
// the whole feed grow by less than 256 MB, and the first bytes arrive long before the last. (The
// process's absolute size also holds the embedded PGlite database with the 50 000 products, which
// in production is a PostgreSQL server of its own; hence the growth is what is measured.) The
// three feeds share the streaming (feed-stream.ts), so one of them is read at scale.

const PRODUCTS = 50_000;
const MEMORY_BUDGET_BYTES = 256 * 1024 * 1024;
const MB = 1024 * 1024;

let database: TestDatabase;
let app: TestApp;

/** 50 000 more products over the seeded models, new and used, priced in the Czech shop, in stock. */
async function addProducts(count: number): Promise<void> {
  const { db } = database;
  await sql`
    insert into products (model_id, storage_gb, condition, quality_grade, code, ean, seo_name)
    select m.ids[1 + g % array_length(m.ids, 1)], 64 * (1 + g % 8),
           case when g % 3 = 0 then 'used' else 'new' end,
           case when g % 3 = 0 then 'B' else null end,
           'SCALE-' || g, '3' || lpad(g::text, 12, '0'), 'scale-feed-' || g
    from generate_series(1, ${count}) g
    cross join (select array_agg(id order by id) ids from models) m`.execute(db);
  await sql`
    insert into product_prices (product_id, shop, amount, currency)
    select id, 'cz', (1990 + id % 40000) * 100, 'CZK' from products where code like 'SCALE-%'`.execute(db);
  await sql`
    insert into stock (product_id, store_id, quantity)
    select p.id, s.id, 1 + p.id % 5 from products p
    cross join (select id from stores where shop = 'cz' and kind = 'store' and is_active order by id limit 1) s
    where p.code like 'SCALE-%'`.execute(db);
  await sql`analyze`.execute(db);
}

before(async () => {
  database = await openTestDatabase();
  await addProducts(PRODUCTS);
  app = await startTestApp(database.db, { shop: 'cz', config: { publicUrl: 'https://shop.example' } });
});
after(async () => {
  await app?.close();
  await database?.close();
});

/** Reads the feed slowly (a pause every chunk) while sampling the process's memory. */
async function readWhileMeasuring(url: string) {
  global.gc?.();
  const baseline = process.memoryUsage();
  let peakHeap = baseline.heapUsed;
  let peakRss = baseline.rss;
  const sample = () => {
    const now = process.memoryUsage();
    peakHeap = Math.max(peakHeap, now.heapUsed);
    peakRss = Math.max(peakRss, now.rss);
  };
  const timer = setInterval(sample, 20);
  const started = performance.now();
  let firstChunkAt = 0;
  const response = await fetch(url);
  const reader = response.body?.getReader();
  assert.ok(reader, 'a body');
  const decoder = new TextDecoder();
  let bytes = 0;
  let items = 0;
  let tail = '';
  let chunks = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (chunks === 0) firstChunkAt = performance.now() - started;
    bytes += value.byteLength;
    chunks += 1;
    // Count items across chunk borders without keeping the feed.
    const text = tail + decoder.decode(value, { stream: true });
    items += text.split('</SHOPITEM>').length - 1;
    tail = text.slice(Math.max(text.lastIndexOf('</SHOPITEM>') + 1, text.length - 20));
    if (chunks % 50 === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    sample();
  }
  clearInterval(timer);
  return {
    firstChunkAt,
    totalTime: performance.now() - started,
    response,
    bytes,
    items,
    chunks,
    heapGrowth: peakHeap - baseline.heapUsed,
    rssGrowth: peakRss - baseline.rss,
    peakRss,
  };
}

describe('feeds at catalogue scale', () => {
  for (const feed of ['zbozi.xml']) {
    test(`${feed}: ${PRODUCTS} products stream out within 256 MB`, async (t) => {
      const inStock = await sql<{ count: number }>`
        select count(*)::int as count from products p
        where exists (select 1 from stock st join stores s on s.id = st.store_id
          where st.product_id = p.id and s.shop = 'cz' and s.kind = 'store' and s.is_active and st.quantity > 0)
          and exists (select 1 from product_prices pp where pp.product_id = p.id and pp.shop = 'cz')`.execute(
        database.db,
      );
      const result = await readWhileMeasuring(`${app.url}/api/new/catalogue/feeds/${feed}`);
      assert.equal(result.response.status, 200);
      assert.equal(
        result.response.headers.get('transfer-encoding'),
        'chunked',
        'streamed, no length known ahead',
      );
      assert.equal(result.items, inStock.rows[0].count, 'every product in stock');
      assert.ok(result.items >= PRODUCTS, `${result.items} items`);
      t.diagnostic(
        `${feed}: ${result.items} items, ${(result.bytes / MB).toFixed(1)} MB in ${result.chunks} chunks; ` +
          `heap +${(result.heapGrowth / MB).toFixed(1)} MB, rss +${(result.rssGrowth / MB).toFixed(1)} MB ` +
          `(peak ${(result.peakRss / MB).toFixed(0)} MB); first bytes after ${result.firstChunkAt.toFixed(0)} ms ` +
          `of ${result.totalTime.toFixed(0)} ms`,
      );
      assert.ok(result.rssGrowth < MEMORY_BUDGET_BYTES, 'the process grows by less than 256 MB');
      assert.ok(result.heapGrowth < MEMORY_BUDGET_BYTES, 'the heap grows by less than 256 MB');
      // Streamed, not built: the first page is on the wire while the rest is still being read.
      assert.ok(result.firstChunkAt < result.totalTime / 4, 'the first bytes come long before the last');
      assert.ok(result.chunks > 100, 'written in many chunks');
    });
  }
});
