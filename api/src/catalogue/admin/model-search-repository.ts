import { sql } from 'kysely';
import type { ShopCode } from 'shared-domain';
import type { MasterProductRef } from 'shared-domain/contracts/staff.ts';
import type { Db } from '../../platform/db/schema.ts';

// The master products (models) the meta master and accessory fit pickers offer: found by a part
// of "manufacturer model", named the way staff read them, with the device kind in the shop's language.

export const ACCESSORIES_TYPE = 'accessories';
const PICKER_LIMIT = 20;

/** `kind`: only devices (everything but accessories), only accessories, or any master product. */
export type ModelKind = 'device' | 'accessory' | 'any';

export function modelRefs(db: Db, shop: ShopCode) {
  return db
    .selectFrom('models as m')
    .innerJoin('manufacturers as mf', 'mf.id', 'm.manufacturer_id')
    .innerJoin('product_types as t', 't.id', 'm.product_type_id')
    .innerJoin('product_type_texts as tt', (join) =>
      join.onRef('tt.product_type_id', '=', 't.id').on('tt.shop', '=', shop),
    )
    .select([
      'm.id',
      'm.name as modelName',
      'mf.name as manufacturer',
      'tt.name as typeName',
      't.code as typeCode',
    ]);
}

export function refOf(row: {
  id: number;
  modelName: string;
  manufacturer: string;
  typeName: string;
}): MasterProductRef {
  return { id: row.id, name: `${row.manufacturer} ${row.modelName}`, typeName: row.typeName };
}

/** "Apple iPhone 16": what the pickers search and show. */
export const fullName = sql<string>`mf.name || ' ' || m.name`;

/** A LIKE pattern matching the text anywhere, with the user's `%`, `_` and `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export async function searchModels(
  db: Db,
  shop: ShopCode,
  options: { q?: string; kind: ModelKind },
): Promise<(MasterProductRef & { typeCode: string })[]> {
  let query = modelRefs(db, shop);
  if (options.kind === 'device') query = query.where('t.code', '<>', ACCESSORIES_TYPE);
  if (options.kind === 'accessory') query = query.where('t.code', '=', ACCESSORIES_TYPE);
  const q = options.q?.trim();
  if (q) query = query.where((eb) => eb(fullName, 'ilike', containsPattern(q)));
  const rows = await query.orderBy('mf.name').orderBy('m.name').orderBy('m.id').limit(PICKER_LIMIT).execute();
  return rows.map((row) => ({ ...refOf(row), typeCode: row.typeCode }));
}

/** The models among `ids` that exist, with their kind; for checking what a body names. */
export async function modelsByIds(db: Db, shop: ShopCode, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return modelRefs(db, shop)
    .where('m.id', 'in', [...new Set(ids)])
    .execute();
}
