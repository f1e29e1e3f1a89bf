import type { Db } from '../platform/db/schema.ts';
import { deleteModelRatings, findApprovedRating, upsertModelRatings } from './product-rating-repository.ts';

/**
 * Writes the model's approved rating onto every product of the model in product_ratings
 * (migration 0003), which the catalogue sorts by. Reviews belong to the model, so all its
 * variants share one rating. product_ratings has no shop column: the figure counts the approved
 * reviews of both shops, one rating per product (the reviews' own summary is per shop).
 */
export async function refreshProductRatings(db: Db, modelId: number): Promise<void> {
  const { average, count } = await findApprovedRating(db, modelId);
  if (count === 0 || average === null) {
    await deleteModelRatings(db, modelId);
    return;
  }
  await upsertModelRatings(db, modelId, average, count);
}
