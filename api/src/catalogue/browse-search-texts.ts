import { sql } from 'kysely';
import { normalizeSearchText, type ShopCode, shopCodes } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';

// Each product's searchable text per shop: type, manufacturer, model, storage, colour (in the
// shop's language), product code and EAN, normalized in TypeScript (no `unaccent` in PGlite).

// Three parameters a row: a bulk import of 50 000 products would pass PostgreSQL's 65 535 limit.
const ROWS_PER_INSERT = 5000;

/**
 * Writes the search text of every priced product that has none yet: one anti-join over the whole
 * catalogue (migration 0003 fills the texts with it; requests use syncQueuedSearchTexts).
 */
export async function syncSearchTexts(db: Db, shops: readonly ShopCode[] = shopCodes): Promise<number> {
  let written = 0;
  for (const shop of shops) {
    const rows = await sourceRows(db, shop)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('product_search_texts as pst')
              .whereRef('pst.product_id', '=', 'p.id')
              .where('pst.shop', '=', shop)
              .select('pst.product_id'),
          ),
        ),
      )
      .execute();
    for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
      await db
        .insertInto('product_search_texts')
        .values(
          rows
            .slice(start, start + ROWS_PER_INSERT)
            .map((row) => ({ product_id: row.id, shop, search_text: searchTextOf(row) })),
        )
        .onConflict((conflict) => conflict.columns(['product_id', 'shop']).doNothing())
        .execute();
    }
    written += rows.length;
  }
  return written;
}

/**
 * Writes the search texts of the products priced since the last search (a trigger on
 * product_prices queues them, migration 0022), so a search costs one look at a small queue, not a
 * comparison of the whole catalogue with its texts. A text already there stays (as in
 * syncSearchTexts): renames rewrite texts through refreshSearchTexts.
 */
export async function syncQueuedSearchTexts(db: Db, shop: ShopCode): Promise<number> {
  const { rows: queued } = await sql<{ productId: number }>`
    select product_id as "productId" from product_search_text_queue where shop = ${shop}`.execute(db);
  for (let start = 0; start < queued.length; start += ROWS_PER_INSERT) {
    const ids = queued.slice(start, start + ROWS_PER_INSERT).map((row) => row.productId);
    const rows = await sourceRows(db, shop).where('p.id', 'in', ids).execute();
    if (rows.length > 0)
      await db
        .insertInto('product_search_texts')
        .values(rows.map((row) => ({ product_id: row.id, shop, search_text: searchTextOf(row) })))
        .onConflict((conflict) => conflict.columns(['product_id', 'shop']).doNothing())
        .execute();
    await sql`delete from product_search_text_queue where shop = ${shop} and product_id = any(${ids}::int[])`.execute(
      db,
    );
  }
  return queued.length;
}

/** Rewrites the texts of the given products (after a rename of a model, colour or type). */
export async function refreshSearchTexts(db: Db, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0) return;
  for (const shop of shopCodes) {
    const rows = await sourceRows(db, shop).where('p.id', 'in', productIds).execute();
    if (rows.length === 0) continue;
    await db
      .insertInto('product_search_texts')
      .values(rows.map((row) => ({ product_id: row.id, shop, search_text: searchTextOf(row) })))
      .onConflict((conflict) =>
        conflict
          .columns(['product_id', 'shop'])
          .doUpdateSet((eb) => ({ search_text: eb.ref('excluded.search_text') })),
      )
      .execute();
  }
}

interface SourceRow {
  id: number;
  code: string;
  ean: string | null;
  storageGb: number | null;
  modelName: string;
  manufacturer: string;
  typeName: string;
  colourCode: string | null;
  colourName: string | null;
}

/**
 * Every product the shop has a price for, switched off or not: search finds only what browse's
 * join to sale_prices lets through, and a variant switched on again must not carry a text that
 * missed a rename. (Also migration 0003 runs this before the sale_prices view exists.)
 */
function sourceRows(db: Db, shop: ShopCode) {
  return db
    .selectFrom('products as p')
    .innerJoin('product_prices as pp', (join) =>
      join.onRef('pp.product_id', '=', 'p.id').on('pp.shop', '=', shop),
    )
    .innerJoin('models as m', 'm.id', 'p.model_id')
    .innerJoin('manufacturers as mf', 'mf.id', 'm.manufacturer_id')
    .innerJoin('product_type_texts as tt', (join) =>
      join.onRef('tt.product_type_id', '=', 'm.product_type_id').on('tt.shop', '=', shop),
    )
    .leftJoin('model_colours as mc', 'mc.id', 'p.model_colour_id')
    .leftJoin('model_colour_texts as mct', (join) =>
      join.onRef('mct.model_colour_id', '=', 'mc.id').on('mct.shop', '=', shop),
    )
    .select([
      'p.id',
      'p.code',
      'p.ean',
      'p.storage_gb as storageGb',
      'm.name as modelName',
      'mf.name as manufacturer',
      'tt.name as typeName',
      'mc.code as colourCode',
      'mct.name as colourName',
    ])
    .$narrowType<SourceRow>();
}

function searchTextOf(row: SourceRow): string {
  const storage = row.storageGb === null ? [] : [`${row.storageGb} gb`, `${row.storageGb}gb`];
  const parts = [
    row.manufacturer,
    row.modelName,
    ...storage,
    row.colourName ?? '',
    row.colourCode ?? '',
    row.typeName,
    row.code,
    row.ean ?? '',
  ];
  // Leading and trailing spaces let a token be matched at a word start: LIKE '% token%'.
  return ` ${normalizeSearchText(parts.join(' '))} `;
}
