import { sql } from 'kysely';
import type { ShopCode } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';

// The models and colours the service repairs: those with at least one active service operation.

/** The model's manufacturer and model names; throws for an unknown model. */
export async function findModelNames(db: Db, modelId: number) {
  return db
    .selectFrom('models as m')
    .innerJoin('manufacturers as mf', 'mf.id', 'm.manufacturer_id')
    .select(['mf.name as manufacturer', 'm.name as model'])
    .where('m.id', '=', modelId)
    .executeTakeFirstOrThrow();
}

/** The colour when it is one of the model's; undefined otherwise. */
export async function findModelColour(db: Db, modelId: number, colourId: number) {
  return db
    .selectFrom('model_colours')
    .select('id')
    .where('id', '=', colourId)
    .where('model_id', '=', modelId)
    .executeTakeFirst();
}

/**
 * The repaired models whose search text contains every token: those starting with `phrase` first,
 * then those with a word starting with it, newest first within, at most `limit`.
 */
export async function selectRepairedModelsMatching(
  db: Db,
  shop: ShopCode,
  query: { tokens: readonly string[]; phrase: string; limit: number },
) {
  const { tokens, phrase } = query;
  return db
    .selectFrom('models as m')
    .innerJoin('manufacturers as mf', 'mf.id', 'm.manufacturer_id')
    .innerJoin('product_type_texts as tt', (join) =>
      join.onRef('tt.product_type_id', '=', 'm.product_type_id').on('tt.shop', '=', shop),
    )
    .select([
      'm.id',
      'm.name',
      'm.seo_name as modelSeo',
      'mf.name as manufacturer',
      'mf.seo_name as manufacturerSeo',
      'tt.name as typeName',
      'tt.seo_name as typeSeo',
    ])
    .where((eb) => eb.and(tokens.map((token) => eb('m.search_text', 'like', `%${token}%`))))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('service_operations as so')
          .whereRef('so.model_id', '=', 'm.id')
          .where('so.is_active', '=', true)
          .select('so.id'),
      ),
    )
    .orderBy(
      sql`case when m.search_text like ${`${phrase}%`} then 0 when m.search_text like ${`% ${phrase}%`} then 1 else 2 end`,
    )
    .orderBy('m.released_year', (order) => order.desc().nullsLast())
    .orderBy('m.name')
    .limit(query.limit)
    .execute();
}

/**
 * Ids of every colour of a model with at least one active service operation (a subquery):
 * operations are per model, the colour only names the customer's device.
 */
export function repairableColourIds(db: Db, _shop: ShopCode) {
  return db
    .selectFrom('model_colours as mc')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('service_operations as so')
          .whereRef('so.model_id', '=', 'mc.model_id')
          .where('so.is_active', '=', true)
          .select('so.id'),
      ),
    )
    .select('mc.id as model_colour_id');
}
