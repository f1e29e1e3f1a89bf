import { sql } from 'kysely';
import { categoriesFromProductTypes } from '../../../catalogue/admin/categories-from-product-types-repository.ts';
import { seedStorefront } from '../../../catalogue/storefront-seed.ts';
import type { Db } from '../schema.ts';
import { fillMissingReferenceData } from './fill-reference-data.ts';
import { SeededRandom } from './random.ts';
import { seedAccessoryFits } from './seed-accessory-fits.ts';
import { seedAddresses } from './seed-addresses.ts';
import { seedArticles } from './seed-articles.ts';
import { seedAttributes } from './seed-attributes.ts';
import { seedBuyout } from './seed-buyout.ts';
import { seedCartExtras } from './seed-cart-extras.ts';
import { seedCatalogue } from './seed-catalogue.ts';
import { seedCheckout } from './seed-checkout.ts';
import { seedContentPages } from './seed-content-pages.ts';
import { seedOrders } from './seed-orders.ts';
import { seedProductDetails } from './seed-product-details.ts';
import { seedReviews } from './seed-reviews.ts';
import { seedService } from './seed-service.ts';
import { seedStock, seedStores } from './seed-stores.ts';
import { seedUsers } from './seed-users.ts';
import { seedWarehouse } from './seed-warehouse.ts';

/** Fixed seed and clock: the demo data is the same on every machine and every run. */
export const SEED = 20_260_115;
export const SEED_TIME = new Date('2026-01-15T09:00:00.000Z');
/** Advisory lock key: two instances starting together on one database seed it once. */
const SEED_LOCK_KEY = 7_260_115;

/**
 * Seeds both shops when the database has no data yet, then fills the reference data this release
 * needs into a database an earlier release made (a no-op on a fresh one). Run on every start,
 * after the migrations. Returns whether it seeded.
 */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${sql.lit(SEED_LOCK_KEY)})`.execute(trx);
    const { count } = await trx
      .selectFrom('product_types')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    const empty = Number(count) === 0;
    if (empty) await seedDatabase(trx);
    // Under the same lock: two instances starting on an upgraded database fill it once.
    await fillMissingReferenceData(trx, new Date());
    return empty;
  });
}

/** Both shops in one go, so one PostgreSQL database serves the cz and the ro api. */
export async function seedDatabase(trx: Db): Promise<void> {
  const random = new SeededRandom(SEED);
  const products = await seedCatalogue(trx, random);
  const stores = await seedStores(trx);
  await seedStock(
    trx,
    random,
    products,
    stores.filter((store) => store.kind === 'store'),
  );
  await seedProductDetails(trx);
  // Announced products and offers date from today, so a fresh shop shows upcoming dates.
  await seedStorefront(trx);
  const users = await seedUsers(trx, random, SEED_TIME);
  await seedOrders(trx, random, products, users, SEED_TIME);
  await seedBuyout(trx, random, SEED_TIME);
  await seedReviews(trx, random, SEED_TIME);
  // Issue 5: package services and discounts (seed-cart-extras), pickup points and the order
  // details of the seeded orders (seed-checkout).
  await seedCartExtras(trx, SEED_TIME);
  await seedCheckout(trx, random, SEED_TIME);
  // Issue 6: saved delivery addresses of the demo accounts (draws nothing from the PRNG).
  await seedAddresses(trx, SEED_TIME);
  await seedService(trx, SEED_TIME);
  // Issue 15: the product types become the category tree (as migration 0014 does for an upgrade).
  await categoriesFromProductTypes(trx, SEED_TIME);
  await seedAttributes(trx);
  await seedAccessoryFits(trx);
  // Issue 18: shelves for the stock, and paid orders ready to pick in both shops.
  await seedWarehouse(trx, SEED_TIME);
  // Issue 19: pages made of components (about us, FAQ, legal pages, a landing page) and the footer.
  await seedContentPages(trx, SEED_TIME);
  // Issue 19: the articles of both shops (store pages' data comes with seedStores).
  await seedArticles(trx, SEED_TIME);
}
