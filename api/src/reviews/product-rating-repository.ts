import { sql } from 'kysely';
import type { Db } from '../platform/db/schema.ts';

// product_ratings: the approved rating of each product's model, which the catalogue sorts by.

/** The average (two decimals, as text; null when none) and count of the model's approved reviews. */
export async function findApprovedRating(
  db: Db,
  modelId: number,
): Promise<{ average: string | null; count: number }> {
  return db
    .selectFrom('product_reviews')
    .where('model_id', '=', modelId)
    .where('status', '=', 'approved')
    .select([
      sql<string | null>`round(avg(rating), 2)::text`.as('average'),
      sql<number>`count(*)::int`.as('count'),
    ])
    .executeTakeFirstOrThrow();
}

/** Removes the rating of every product of the model. */
export async function deleteModelRatings(db: Db, modelId: number): Promise<void> {
  const products = db.selectFrom('products').select('id').where('model_id', '=', modelId);
  await db.deleteFrom('product_ratings').where('product_id', 'in', products).execute();
}

/** Writes the rating onto every product of the model. */
export async function upsertModelRatings(
  db: Db,
  modelId: number,
  average: string,
  count: number,
): Promise<void> {
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
