import { sql } from 'kysely';
import type { ShopCode } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';

// What the public price list reads: models with an active repair or a price in the shop's current
// buyout price list, their repairs, and the best buyout price of each quality grade.

/** The product types (in their order) that hold a model the shop repairs or buys. */
export async function selectPricedTypes(db: Db, shop: ShopCode) {
  return db
    .selectFrom('product_types as pt')
    .innerJoin('product_type_texts as tt', (join) =>
      join.onRef('tt.product_type_id', '=', 'pt.id').on('tt.shop', '=', shop),
    )
    .select(['tt.seo_name as seoName', 'tt.name'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('models as m')
          .select('m.id')
          .whereRef('m.product_type_id', '=', 'pt.id')
          .where((inner) =>
            inner.or([inner.exists(servicedModel(inner)), inner.exists(boughtModel(inner, shop))]),
          ),
      ),
    )
    .orderBy('pt.position')
    .execute();
}

/**
 * The models the shop repairs or buys, by maker and name, at most `limit`: of one type (its seo
 * name) and matching the text (in maker and name, any case) when asked.
 */
export async function selectPricedModels(
  db: Db,
  shop: ShopCode,
  query: { type?: string; q?: string; limit: number },
) {
  let models = db
    .selectFrom('models as m')
    .innerJoin('manufacturers as mf', 'mf.id', 'm.manufacturer_id')
    .innerJoin('product_type_texts as tt', (join) =>
      join.onRef('tt.product_type_id', '=', 'm.product_type_id').on('tt.shop', '=', shop),
    )
    .select(['m.id', 'mf.name as manufacturer', 'm.name', 'tt.seo_name as typeSeo', 'tt.name as typeName'])
    .where((eb) => eb.or([eb.exists(servicedModel(eb)), eb.exists(boughtModel(eb, shop))]));
  if (query.type) models = models.where('tt.seo_name', '=', query.type);
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    models = models.where(sql<boolean>`(mf.name || ' ' || m.name) ilike ${pattern}`);
  }
  return models.orderBy('mf.name').orderBy('m.name').limit(query.limit).execute();
}

/** The models' active repairs in their order, named in the shop's language. */
export async function selectActiveRepairs(db: Db, shop: ShopCode, modelIds: readonly number[]) {
  return db
    .selectFrom('service_operations as o')
    .innerJoin('service_operation_texts as t', (join) =>
      join.onRef('t.kind', '=', 'o.kind').on('t.shop', '=', shop),
    )
    .select(['o.model_id as modelId', 'o.kind', 't.name', 'o.price_czk', 'o.price_ron'])
    .where('o.model_id', 'in', modelIds)
    .where('o.is_active', '=', true)
    .orderBy('o.position')
    .orderBy('o.id')
    .execute();
}

/** The best price of the models' colours in the shop's current buyout price list, per quality grade. */
export async function selectBestBuyoutPrices(db: Db, shop: ShopCode, modelIds: readonly number[]) {
  return db
    .selectFrom('buyout_prices as bp')
    .innerJoin('buyout_price_lists as pl', 'pl.id', 'bp.price_list_id')
    .innerJoin('model_colours as mc', 'mc.id', 'bp.model_colour_id')
    .select(['mc.model_id as modelId', 'bp.quality', (eb) => eb.fn.max('bp.amount').as('amount')])
    .where('pl.shop', '=', shop)
    .where('pl.is_current', '=', true)
    .where('mc.model_id', 'in', modelIds)
    .groupBy(['mc.model_id', 'bp.quality'])
    .orderBy('bp.quality')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: the expression builder of the enclosing query
function servicedModel(eb: any) {
  return eb
    .selectFrom('service_operations as so')
    .select('so.id')
    .whereRef('so.model_id', '=', 'm.id')
    .where('so.is_active', '=', true);
}

// biome-ignore lint/suspicious/noExplicitAny: the expression builder of the enclosing query
function boughtModel(eb: any, shop: ShopCode) {
  return eb
    .selectFrom('buyout_prices as bp2')
    .innerJoin('buyout_price_lists as pl2', 'pl2.id', 'bp2.price_list_id')
    .innerJoin('model_colours as mc2', 'mc2.id', 'bp2.model_colour_id')
    .select('bp2.id')
    .whereRef('mc2.model_id', '=', 'm.id')
    .where('pl2.shop', '=', shop)
    .where('pl2.is_current', '=', true);
}
