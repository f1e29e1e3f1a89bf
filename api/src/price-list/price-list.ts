import { sql } from 'kysely';
import { type PriceList, type PriceListDevice, type ShopCode, shops } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';

// The public price list: what a repair costs (the active service operations of each model) and
// what the shop pays for a device (the best price of the model's colours in the current buyout
// price list, per quality grade). Read-only, from the same tables the service and buyout use.

/** More matching devices are cut off: the page asks the visitor to narrow the search. */
const MAX_DEVICES = 60;

export async function getPriceList(
  db: Db,
  shop: ShopCode,
  query: { type?: string; q?: string },
): Promise<PriceList> {
  const { currency } = shops[shop];
  const types = await db
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
  const rows = await models
    .orderBy('mf.name')
    .orderBy('m.name')
    .limit(MAX_DEVICES + 1)
    .execute();
  const listed = rows.slice(0, MAX_DEVICES);
  const ids = listed.map((row) => row.id);
  const repairs =
    ids.length === 0
      ? []
      : await db
          .selectFrom('service_operations as o')
          .innerJoin('service_operation_texts as t', (join) =>
            join.onRef('t.kind', '=', 'o.kind').on('t.shop', '=', shop),
          )
          .select(['o.model_id as modelId', 'o.kind', 't.name', 'o.price_czk', 'o.price_ron'])
          .where('o.model_id', 'in', ids)
          .where('o.is_active', '=', true)
          .orderBy('o.position')
          .orderBy('o.id')
          .execute();
  const buyout =
    ids.length === 0
      ? []
      : await db
          .selectFrom('buyout_prices as bp')
          .innerJoin('buyout_price_lists as pl', 'pl.id', 'bp.price_list_id')
          .innerJoin('model_colours as mc', 'mc.id', 'bp.model_colour_id')
          .select(['mc.model_id as modelId', 'bp.quality', (eb) => eb.fn.max('bp.amount').as('amount')])
          .where('pl.shop', '=', shop)
          .where('pl.is_current', '=', true)
          .where('mc.model_id', 'in', ids)
          .groupBy(['mc.model_id', 'bp.quality'])
          .orderBy('bp.quality')
          .execute();
  const items: PriceListDevice[] = listed.map((row) => ({
    modelId: row.id,
    name: `${row.manufacturer} ${row.name}`,
    type: { seoName: row.typeSeo, name: row.typeName },
    repairs: repairs
      .filter((repair) => repair.modelId === row.id)
      .map((repair) => ({
        kind: repair.kind,
        name: repair.name,
        price: { amount: currency === 'CZK' ? repair.price_czk : repair.price_ron, currency },
      })),
    buyout: buyout
      .filter((price) => price.modelId === row.id)
      .map((price) => ({ quality: price.quality, price: { amount: Number(price.amount), currency } })),
  }));
  return { types, items, truncated: rows.length > MAX_DEVICES };
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
