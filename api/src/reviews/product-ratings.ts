import { sql } from 'kysely';
import type { Db } from '../platform/db/schema.ts';

/**
 * Writes the model's approved rating onto every product of the model in product_ratings
 * (migration 0003), which the catalogue sorts by. Reviews belong to the model, so all its
 * variants share one rating. product_ratings has no shop column: the figure counts the approved
 * reviews of both shops, one rating per product (the reviews' own summary is per shop).
 */
export async function refreshProductRatings(db: Db, modelId: number): Promise<void> {
  const { average, count } = await db
    .selectFrom('product_reviews')
    .where('model_id', '=', modelId)
    .where('status', '=', 'approved')
    .select([
      sql<string | null>`round(avg(rating), 2)::text`.as('average'),
      sql<number>`count(*)::int`.as('count'),
    ])
    .executeTakeFirstOrThrow();
  const products = db.selectFrom('products').select('id').where('model_id', '=', modelId);
  if (count === 0 || average === null) {
    await db.deleteFrom('product_ratings').where('product_id', 'in', products).execute();
    return;
  }
  await db
    .insertInto('product_ratings')
    .columns(['product_id', 'rating_avg', 'rating_count'])
    .expression(
      db
        .selectFrom('products')
        .where('model_id', '=', modelId)
        .select([
          'id',
          sql<string>`${average}::numeric`.as('rating_avg'),
          sql<number>`${count}::int`.as('rating_count'),
        ]),
    )
    .onConflict((conflict) =>
      conflict.column('product_id').doUpdateSet((eb) => ({
        rating_avg: eb.ref('excluded.rating_avg'),
        rating_count: eb.ref('excluded.rating_count'),
      })),
    )
    .execute();
}
