import type { ShopCode } from 'shared-domain';
import {
  type BonusDeviceType,
  type BonusManufacturer,
  type BonusQualityTypeChoice,
  bonusQualityTypes,
  type UsedProductBonuses,
  type UsedProductBonusesBody,
} from 'shared-domain/contracts/staff.ts';
import { BUYOUT_BONUS_PERCENT } from '../../cart/buyout-bonus-percent.ts';
import { recordStaffChange, type StaffActor } from '../../platform/audit/audit-trail.ts';
import type { Db } from '../../platform/db/schema.ts';
import { notFoundError } from './attribute-errors.ts';

// The buy-and-sell bonus: how much of a product's price a customer's buyout may
// take off in the cart, per manufacturer × quality ('new' or a grade) × device kind of the
// product bought, per shop. A combination without a row takes the shop default; the cart reads
// the rows through cart/buyout-bonus-percent.ts.

const newLabel: Record<ShopCode, string> = { cz: 'Nové', ro: 'Nou' };

export async function bonusManufacturers(db: Db): Promise<BonusManufacturer[]> {
  // Only brands the shop sells: a bonus of a brand without master products could never apply.
  return db
    .selectFrom('manufacturers as mf')
    .where((eb) =>
      eb.exists(eb.selectFrom('models as m').whereRef('m.manufacturer_id', '=', 'mf.id').select('m.id')),
    )
    .select(['mf.id', 'mf.name'])
    .orderBy('mf.name')
    .execute();
}

export function bonusQualityTypeChoices(shop: ShopCode): BonusQualityTypeChoice[] {
  return bonusQualityTypes.map((code) => ({ code, name: code === 'new' ? newLabel[shop] : code }));
}

export async function bonusDeviceTypes(db: Db, shop: ShopCode): Promise<BonusDeviceType[]> {
  return db
    .selectFrom('product_types as t')
    .innerJoin('product_type_texts as tt', (join) =>
      join.onRef('tt.product_type_id', '=', 't.id').on('tt.shop', '=', shop),
    )
    .select(['t.id', 't.code', 'tt.name'])
    .orderBy('t.position')
    .orderBy('t.id')
    .execute();
}

export async function readBonuses(
  db: Db,
  shop: ShopCode,
  manufacturerId?: number,
): Promise<UsedProductBonuses> {
  let query = db
    .selectFrom('used_product_bonuses')
    .where('shop', '=', shop)
    .select([
      'manufacturer_id as manufacturerId',
      'quality_type as qualityType',
      'product_type_id as productTypeId',
      'percent',
    ]);
  if (manufacturerId !== undefined) query = query.where('manufacturer_id', '=', manufacturerId);
  const items = await query
    .orderBy('manufacturer_id')
    .orderBy('product_type_id')
    .orderBy('quality_type')
    .execute();
  return { defaultPercent: BUYOUT_BONUS_PERCENT[shop], items };
}

/** Sets (or with null removes) each cell, one audit row per cell that changed. */
export async function saveBonuses(
  db: Db,
  shop: ShopCode,
  actor: StaffActor,
  body: UsedProductBonusesBody,
): Promise<UsedProductBonuses> {
  await db.transaction().execute(async (trx) => {
    await requireKeys(trx, body.items);
    for (const item of body.items) {
      const key = {
        shop,
        manufacturer_id: item.manufacturerId,
        quality_type: item.qualityType,
        product_type_id: item.productTypeId,
      };
      const before = await trx
        .selectFrom('used_product_bonuses')
        .where('shop', '=', shop)
        .where('manufacturer_id', '=', item.manufacturerId)
        .where('quality_type', '=', item.qualityType)
        .where('product_type_id', '=', item.productTypeId)
        .select('percent')
        .forUpdate()
        .executeTakeFirst();
      if ((before?.percent ?? null) === item.percent) continue;
      if (item.percent === null)
        await trx
          .deleteFrom('used_product_bonuses')
          .where('shop', '=', shop)
          .where('manufacturer_id', '=', item.manufacturerId)
          .where('quality_type', '=', item.qualityType)
          .where('product_type_id', '=', item.productTypeId)
          .execute();
      else
        await trx
          .insertInto('used_product_bonuses')
          .values({ ...key, percent: item.percent })
          .onConflict((oc) =>
            oc
              .columns(['shop', 'manufacturer_id', 'quality_type', 'product_type_id'])
              .doUpdateSet({ percent: item.percent as number }),
          )
          .execute();
      const cell = {
        manufacturerId: item.manufacturerId,
        qualityType: item.qualityType,
        productTypeId: item.productTypeId,
      };
      await recordStaffChange(trx, shop, actor, {
        entity: 'bonus',
        entityId: `${item.manufacturerId}:${item.qualityType}:${item.productTypeId}`,
        action: item.percent === null ? 'delete' : before ? 'update' : 'create',
        before: before ? { ...cell, percent: before.percent } : null,
        after: item.percent === null ? null : { ...cell, percent: item.percent },
      });
    }
  });
  return readBonuses(db, shop);
}

async function requireKeys(trx: Db, items: UsedProductBonusesBody['items']): Promise<void> {
  const manufacturerIds = [...new Set(items.map((item) => item.manufacturerId))];
  const typeIds = [...new Set(items.map((item) => item.productTypeId))];
  const [manufacturers, types] = await Promise.all([
    trx.selectFrom('manufacturers').where('id', 'in', manufacturerIds).select('id').execute(),
    trx.selectFrom('product_types').where('id', 'in', typeIds).select('id').execute(),
  ]);
  if (manufacturers.length !== manufacturerIds.length) throw notFoundError('manufacturer_not_found');
  if (types.length !== typeIds.length) throw notFoundError('product_type_not_found');
}
