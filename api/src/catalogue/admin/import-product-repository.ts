import { type Insertable, sql } from 'kysely';
import type { QualityGrade } from 'shared-domain';
import { shops } from 'shared-domain';
import type { Db, ProductsTable } from '../../platform/db/schema.ts';
import { leftJoinStoredPrice } from '../shop-prices-repository.ts';
import { chunks, IMPORT_BATCH_ROWS } from './import-rules.ts';

// What the products and price imports compare a batch of rows with (products by code, with the
// shop's stored price; master products; their colours; who holds an EAN) and the writes of their
// changes in multi-row statements.

/** The products with these codes and the shop's stored price of each. */
export function findPricesOfCodes(db: Db, shop: keyof typeof shops, codes: readonly string[]) {
  return db
    .selectFrom('products as p')
    .$call((select) => leftJoinStoredPrice(select, shop))
    .where('p.code', 'in', codes)
    .select(['p.id', 'p.code', 'pp.amount'])
    .execute();
}

/** Upserts a shop's regular prices in multi-row statements (shared by the products import). */
export async function writePrices(
  trx: Db,
  shop: keyof typeof shops,
  prices: readonly { productId: number; amount: number }[],
): Promise<void> {
  for (const run of chunks(prices, IMPORT_BATCH_ROWS))
    await trx
      .insertInto('product_prices')
      .values(
        run.map((p) => ({ product_id: p.productId, shop, amount: p.amount, currency: shops[shop].currency })),
      )
      .onConflict((conflict) =>
        conflict.columns(['product_id', 'shop']).doUpdateSet((eb) => ({ amount: eb.ref('excluded.amount') })),
      )
      .execute();
}

/** The variants with these codes: what the import may change of them, and the shop's stored price. */
export function findVariantsOfCodes(db: Db, shop: keyof typeof shops, codes: readonly string[]) {
  return db
    .selectFrom('products as p')
    .$call((select) => leftJoinStoredPrice(select, shop))
    .where('p.code', 'in', codes)
    .select([
      'p.id',
      'p.code',
      'p.model_id',
      'p.model_colour_id',
      'p.storage_gb',
      'p.condition',
      'p.quality_grade',
      'p.ean',
      'pp.amount',
    ])
    .execute();
}

/** The master products with one of these ids or (lower-case) names, with their brand and type code. */
export function findMastersByIdsOrNames(db: Db, ids: readonly number[], lowerCaseNames: readonly string[]) {
  return db
    .selectFrom('models as m')
    .innerJoin('manufacturers as mf', 'mf.id', 'm.manufacturer_id')
    .innerJoin('product_types as pt', 'pt.id', 'm.product_type_id')
    .where((eb) =>
      eb.or([
        ...(ids.length ? [eb('m.id', 'in', ids)] : []),
        ...(lowerCaseNames.length ? [eb(eb.fn('lower', ['m.name']), 'in', lowerCaseNames)] : []),
      ]),
    )
    .select(['m.id', 'm.name', 'm.seo_name as seoName', 'mf.name as brand', 'pt.code as type'])
    .execute();
}

export function findColoursOfModels(db: Db, modelIds: readonly number[]) {
  return db
    .selectFrom('model_colours')
    .where('model_id', 'in', modelIds)
    .select(['id', 'model_id', 'code'])
    .execute();
}

/** The products holding these EANs. */
export function findProductsWithEans(db: Db, eans: readonly string[]) {
  return db.selectFrom('products').where('ean', 'in', eans).select(['ean', 'code']).execute();
}

export function insertProducts(trx: Db, rows: readonly Insertable<ProductsTable>[]) {
  return trx.insertInto('products').values(rows).returning(['id', 'code']).execute();
}

/** Sets what the import describes of existing variants, all in one statement. */
export async function updateVariants(
  trx: Db,
  variants: readonly {
    productId: number;
    colourId: number | null;
    storageGb: number | null;
    condition: 'new' | 'used';
    quality: QualityGrade | null;
    ean: string | null;
  }[],
): Promise<void> {
  const rows = variants.map(
    (c) =>
      sql`(${c.productId}::int, ${c.colourId}::int, ${c.storageGb}::int, ${c.condition}::text, ${c.quality}::text, ${c.ean}::text)`,
  );
  await sql`update products as p
        set model_colour_id = v.colour_id, storage_gb = v.storage_gb, condition = v.condition,
          quality_grade = v.quality, ean = v.ean
        from (values ${sql.join(rows)}) as v(id, colour_id, storage_gb, condition, quality, ean)
        where p.id = v.id`.execute(trx);
}
