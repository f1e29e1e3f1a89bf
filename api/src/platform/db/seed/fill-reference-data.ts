import { sql } from 'kysely';
import { type ShopCode, shopCodes } from 'shared-domain';
import type { Db } from '../schema.ts';
import '../schema-reference-data-fills.ts';
import { seedAccessoryFits } from './seed-accessory-fits.ts';
import { seedShopArticles } from './seed-articles.ts';
import { seedAttributes } from './seed-attributes.ts';
import { seedShopContentPages } from './seed-content-pages.ts';
import { seedServiceOperations } from './seed-service-operations.ts';

// Reference data a release needs and a database made by an earlier release may lack: its tables
// came with a later migration, and the seed only ever runs on an empty database. Demo data
// (customers, orders, reviews, service orders, ...) is never filled in.
//
// The rule, per area: an area that was never filled and holds no rows at all is filled once with
// the seed's rows; an area that already holds rows (a fresh seed, or staff's own) is left as it is.
// Either way the area is recorded in reference_data_fills, so it is never looked at again: rows
// staff edit are never overwritten, and an area staff empty on purpose is not filled back.

interface ReferenceArea {
  name: string;
  /** The area's tables: it holds data when any of them has a row (of the shop, when per shop). */
  tables: readonly string[];
  shop?: ShopCode;
  fill(trx: Db, now: Date): Promise<void>;
}

const perShop = (shop: ShopCode) => sql`shop = ${shop}`;

export const referenceAreas: readonly ReferenceArea[] = [
  {
    // Operations per model with prices, their texts, and the models' search texts (migration 0009).
    name: 'service-operations',
    tables: ['service_operations', 'service_operation_texts'],
    fill: (trx) => seedServiceOperations(trx),
  },
  // Attribute definitions and the demo models' values, accessories and the devices they fit (0014).
  { name: 'attributes', tables: ['attribute_groups', 'attributes'], fill: (trx) => seedAttributes(trx) },
  { name: 'accessory-fits', tables: ['accessory_fits'], fill: (trx) => seedAccessoryFits(trx) },
  ...shopCodes.flatMap((shop): ReferenceArea[] => [
    // About us, FAQ, legal pages and the footer and megamenu (0031).
    {
      name: `content-pages:${shop}`,
      tables: ['content_pages', 'content_menus'],
      shop,
      fill: (trx, now) => seedShopContentPages(trx, shop, now),
    },
    // Topics and articles (0032 writes them while migrating a seeded database; this covers the rest).
    {
      name: `articles:${shop}`,
      tables: ['article_topics', 'articles'],
      shop,
      fill: (trx, now) => seedShopArticles(trx, shop, now),
    },
  ]),
];

/**
 * Fills each area of reference data never filled before that holds no rows. Call it inside the
 * transaction that holds the seed's advisory lock, so two instances starting together fill once.
 * Returns the names of the areas it filled.
 */
export async function fillMissingReferenceData(trx: Db, now: Date): Promise<string[]> {
  const done = await trx.selectFrom('reference_data_fills').select('area').execute();
  const recorded = new Set(done.map((row) => row.area));
  const filled: string[] = [];
  for (const area of referenceAreas) {
    if (recorded.has(area.name)) continue;
    const empty = !(await holdsData(trx, area));
    if (empty) {
      await area.fill(trx, now);
      filled.push(area.name);
    }
    await trx
      .insertInto('reference_data_fills')
      .values({ area: area.name, filled_at: now, inserted: empty })
      .execute();
  }
  return filled;
}

async function holdsData(trx: Db, area: ReferenceArea): Promise<boolean> {
  for (const table of area.tables) {
    const where = area.shop ? sql`where ${perShop(area.shop)}` : sql``;
    const { rows } = await sql<{ found: boolean }>`
      select exists (select 1 from ${sql.table(table)} ${where}) as found`.execute(trx);
    if (rows[0]?.found) return true;
  }
  return false;
}
