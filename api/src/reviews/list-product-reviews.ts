import type { ProductReviewListQuery, ProductReviewPage, RatingSummary, ShopCode } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';
import { notFound } from '../platform/errors.ts';
import { countApprovedRatings, findMasterProduct, selectApprovedReviews } from './review-repository.ts';
import { toPublicReview } from './review-view.ts';

/** The approved reviews of a master product, a page at a time, with the rating summary. */
export async function listProductReviews(
  db: Db,
  shop: ShopCode,
  masterSeoName: string,
  query: ProductReviewListQuery,
): Promise<ProductReviewPage> {
  const master = await findMasterProduct(db, masterSeoName);
  if (!master) throw notFound('product_not_found');
  const [summary, { rows, total }] = [
    await ratingSummary(db, shop, master.id),
    await selectApprovedReviews(db, shop, master.id, {
      sort: query.sort,
      offset: (query.page - 1) * query.pageSize,
      limit: query.pageSize,
    }),
  ];
  return { summary, items: rows.map(toPublicReview), page: query.page, pageSize: query.pageSize, total };
}

async function ratingSummary(db: Db, shop: ShopCode, modelId: number): Promise<RatingSummary> {
  const { byRating, verified } = await countApprovedRatings(db, shop, modelId);
  const histogram = [5, 4, 3, 2, 1].map((rating) => ({ rating, count: byRating.get(rating) ?? 0 }));
  const count = histogram.reduce((sum, bar) => sum + bar.count, 0);
  const stars = histogram.reduce((sum, bar) => sum + bar.rating * bar.count, 0);
  return {
    average: count === 0 ? null : Math.round((stars / count) * 10) / 10,
    count,
    verifiedCount: verified,
    histogram,
  };
}
