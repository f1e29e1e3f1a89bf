import { type ShopCode, shops } from 'shared-domain';
import type { ServiceOperation } from 'shared-domain/contracts';
import type { Db } from '../platform/db/schema.ts';

/**
 * The active operations of a model in display order, named in the shop's language and priced in
 * its currency (integer minor units, like every money column).
 */
export async function selectModelOperations(
  db: Db,
  shop: ShopCode,
  modelId: number,
): Promise<ServiceOperation[]> {
  const rows = await db
    .selectFrom('service_operations as o')
    .innerJoin('service_operation_texts as t', (join) =>
      join.onRef('t.kind', '=', 'o.kind').on('t.shop', '=', shop),
    )
    .select([
      'o.id',
      'o.code',
      'o.kind',
      't.name',
      't.description',
      'o.price_czk',
      'o.price_ron',
      'o.duration_minutes',
      'o.parts_availability',
      'o.parts_days',
    ])
    .where('o.model_id', '=', modelId)
    .where('o.is_active', '=', true)
    .orderBy('o.position')
    .orderBy('o.id')
    .execute();
  const currency = shops[shop].currency;
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    kind: row.kind,
    name: row.name,
    description: row.description,
    price: { amount: currency === 'CZK' ? row.price_czk : row.price_ron, currency },
    duration_minutes: row.duration_minutes,
    parts_availability: row.parts_availability,
    parts_days: row.parts_days,
  }));
}

/** Those of `ids` that are active operations of the model, named in the shop's language, in display order. */
export async function selectActiveOperationsOf(
  db: Db,
  shop: ShopCode,
  modelId: number,
  ids: readonly number[],
) {
  return db
    .selectFrom('service_operations as o')
    .innerJoin('service_operation_texts as t', (join) =>
      join.onRef('t.kind', '=', 'o.kind').on('t.shop', '=', shop),
    )
    .select(['o.id', 't.name', 'o.price_czk', 'o.price_ron'])
    .where('o.id', 'in', ids)
    .where('o.model_id', '=', modelId)
    .where('o.is_active', '=', true)
    .orderBy('o.position')
    .orderBy('o.id')
    .execute();
}
