import { type ShopCode, shops } from 'shared-domain';
import { localDay, shopTimeZone, zonedInstant } from '../checkout/shop-time.ts';
import type { Db } from '../platform/db/schema.ts';
import {
  countProductExpectations,
  deleteShopStock,
  insertProductExpectations,
  insertTimeLimitedOffers,
  selectNewestNewProducts,
  selectOfferCandidates,
} from './storefront-seed-repository.ts';

const EXPECTED_PER_SHOP = 10;
const OFFERS_PER_SHOP = 6;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Demo data of the storefront lists: the 10 newest new products of each shop are announced but
 * not in stock yet (their stock in the shop's stores is removed), and 6 products in stock get a
 * time-limited offer. Dates count from the day of `now` (midnight UTC, so two seeds of one day
 * hold the same rows), and a freshly seeded shop shows upcoming dates, not the seed's fixed past.
 * An offer runs from the start of today to the end of a later day, both in the shop's time zone
 * (a customer reads "until Friday" as the whole of Friday where the shop is).
 * Does nothing when the data is there already.
 */
export async function seedStorefront(db: Db, now = new Date()): Promise<void> {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  if ((await countProductExpectations(db)) > 0) return;
  for (const shop of Object.keys(shops) as ShopCode[]) {
    const expected = await announceNewestProducts(db, shop, today);
    await seedOffers(db, shop, expected, now);
  }
}

async function announceNewestProducts(db: Db, shop: ShopCode, now: Date): Promise<number[]> {
  const ids = await selectNewestNewProducts(db, shop, EXPECTED_PER_SHOP);
  if (ids.length === 0) return ids;
  await deleteShopStock(db, shop, ids);
  await insertProductExpectations(
    db,
    ids.map((product_id, index) => ({
      product_id,
      shop,
      expected_at: isoDay(new Date(now.getTime() + (7 + index * 3) * DAY_MS)),
    })),
  );
  return ids;
}

async function seedOffers(db: Db, shop: ShopCode, excluded: number[], now: Date): Promise<void> {
  const candidates = await selectOfferCandidates(db, shop, excluded);
  if (candidates.length === 0) return;
  const step = Math.max(1, Math.floor(candidates.length / OFFERS_PER_SHOP));
  const picked = candidates.filter((_, index) => index % step === 0).slice(0, OFFERS_PER_SHOP);
  const zone = shopTimeZone[shop];
  await insertTimeLimitedOffers(
    db,
    picked.map((product, index) => ({
      shop,
      product_id: product.id,
      // 12 % off, in whole koruny / lei like every price of the shop
      amount: Math.max(100, Math.round((product.amount * 0.88) / 100) * 100),
      starts_at: zonedInstant(localDay(now, 0, zone), '00:00', zone),
      ends_at: zonedInstant(localDay(now, 2 + index * 2, zone), '00:00', zone),
    })),
  );
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
