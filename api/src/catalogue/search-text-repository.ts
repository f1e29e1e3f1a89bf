import { type Insertable, sql } from 'kysely';
import type { ShopCode } from 'shared-domain';
import type { Db, ProductSearchTextsTable } from '../platform/db/schema.ts';

// Each product's search text per shop (product_search_texts), what it is written from, and the
// queue of products priced since the last search (product_search_text_queue).

export interface SearchTextSource {
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
    .$narrowType<SearchTextSource>();
}

/** The sources of the shop's priced products that have no search text in it yet. */
export async function selectUntextedSources(db: Db, shop: ShopCode): Promise<SearchTextSource[]> {
  return sourceRows(db, shop)
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
}

/** The sources of the given products the shop has a price for. */
export async function selectSearchTextSources(
  db: Db,
  shop: ShopCode,
  productIds: readonly number[],
): Promise<SearchTextSource[]> {
  return sourceRows(db, shop).where('p.id', 'in', productIds).execute();
}

/** Adds the texts; a product that has one in the shop already keeps it. */
export async function insertSearchTexts(
  db: Db,
  rows: readonly Insertable<ProductSearchTextsTable>[],
): Promise<void> {
  await db
    .insertInto('product_search_texts')
    .values(rows)
    .onConflict((conflict) => conflict.columns(['product_id', 'shop']).doNothing())
    .execute();
}

/** Writes the texts over the ones there. */
export async function upsertSearchTexts(
  db: Db,
  rows: readonly Insertable<ProductSearchTextsTable>[],
): Promise<void> {
  await db
    .insertInto('product_search_texts')
    .values(rows)
    .onConflict((conflict) =>
      conflict
        .columns(['product_id', 'shop'])
        .doUpdateSet((eb) => ({ search_text: eb.ref('excluded.search_text') })),
    )
    .execute();
}

/** The products queued for a text in the shop. */
export async function selectQueuedSearchTexts(db: Db, shop: ShopCode): Promise<{ productId: number }[]> {
  const { rows } = await sql<{ productId: number }>`
    select product_id as "productId" from product_search_text_queue where shop = ${shop}`.execute(db);
  return rows;
}

export async function deleteQueuedSearchTexts(db: Db, shop: ShopCode, productIds: number[]): Promise<void> {
  await sql`delete from product_search_text_queue where shop = ${shop} and product_id = any(${productIds}::int[])`.execute(
    db,
  );
}
