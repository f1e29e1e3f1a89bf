import { normalizeSearchText, type ShopCode, shopCodes } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';
import {
  deleteQueuedSearchTexts,
  insertSearchTexts,
  type SearchTextSource,
  selectQueuedSearchTexts,
  selectSearchTextSources,
  selectUntextedSources,
  upsertSearchTexts,
} from './search-text-repository.ts';

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
    const rows = await selectUntextedSources(db, shop);
    for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
      await insertSearchTexts(
        db,
        rows
          .slice(start, start + ROWS_PER_INSERT)
          .map((row) => ({ product_id: row.id, shop, search_text: searchTextOf(row) })),
      );
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
  const queued = await selectQueuedSearchTexts(db, shop);
  for (let start = 0; start < queued.length; start += ROWS_PER_INSERT) {
    const ids = queued.slice(start, start + ROWS_PER_INSERT).map((row) => row.productId);
    const rows = await selectSearchTextSources(db, shop, ids);
    if (rows.length > 0)
      await insertSearchTexts(
        db,
        rows.map((row) => ({ product_id: row.id, shop, search_text: searchTextOf(row) })),
      );
    await deleteQueuedSearchTexts(db, shop, ids);
  }
  return queued.length;
}

/** Rewrites the texts of the given products (after a rename of a model, colour or type). */
export async function refreshSearchTexts(db: Db, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0) return;
  for (const shop of shopCodes) {
    const rows = await selectSearchTextSources(db, shop, productIds);
    if (rows.length === 0) continue;
    await upsertSearchTexts(
      db,
      rows.map((row) => ({ product_id: row.id, shop, search_text: searchTextOf(row) })),
    );
  }
}

function searchTextOf(row: SearchTextSource): string {
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
