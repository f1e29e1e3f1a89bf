import type { ExpectedProduct, OfferProduct, ProductSummary, ShopCode } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';
import {
  selectActiveOffers,
  selectExpected,
  selectIdsBySeo,
  selectNewlyStockedIds,
  selectSummaries,
} from './storefront-product-repository.ts';

export async function listNewlyStocked(db: Db, shop: ShopCode, limit: number): Promise<ProductSummary[]> {
  return selectSummaries(db, shop, await selectNewlyStockedIds(db, shop, limit));
}

export async function listExpected(db: Db, shop: ShopCode, limit: number): Promise<ExpectedProduct[]> {
  const expected = await selectExpected(db, shop, limit);
  const summaries = await selectSummaries(
    db,
    shop,
    expected.map((row) => row.id),
  );
  const dates = new Map(expected.map((row) => [row.id, row.expectedAt]));
  return summaries.map((summary) => ({ ...summary, expectedAt: dates.get(summary.id) ?? '' }));
}

/** Last visited products by seo name, in the order asked; names the shop does not sell are left out. */
export async function listBySeo(db: Db, shop: ShopCode, seoNames: string[]): Promise<ProductSummary[]> {
  return selectSummaries(db, shop, await selectIdsBySeo(db, shop, [...new Set(seoNames)]));
}

/** Products on a running offer, priced as they are sold (the offer price) with the regular price. */
export async function listTimeLimitedOffers(db: Db, shop: ShopCode): Promise<OfferProduct[]> {
  const offers = await selectActiveOffers(db, shop);
  const summaries = await selectSummaries(
    db,
    shop,
    offers.map((offer) => offer.id),
  );
  const byId = new Map(offers.map((offer) => [offer.id, offer]));
  return summaries.flatMap((summary) => {
    const offer = byId.get(summary.id);
    if (!offer) return [];
    return [
      {
        ...summary,
        originalPrice: { amount: offer.regularAmount, currency: summary.price.currency },
        offerEndsAt: new Date(offer.endsAt).toISOString(),
      },
    ];
  });
}
