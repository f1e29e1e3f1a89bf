import type { ShopCode } from 'shared-domain';
import {
  type BonusQualityTypeChoice,
  bonusQualityTypes,
  type UsedProductBonuses,
  type UsedProductBonusesBody,
} from 'shared-domain/contracts/staff.ts';
import { BUYOUT_BONUS_PERCENT } from '../../cart/buyout-bonus-percent.ts';
import { recordStaffChange, type StaffActor } from '../../platform/audit/audit-trail.ts';
import type { Db } from '../../platform/db/schema.ts';
import { notFoundError } from './attribute-errors.ts';
import {
  deleteBonus,
  findBonuses,
  findManufacturerIds,
  findProductTypeIds,
  lockBonus,
  upsertBonus,
} from './bonus-repository.ts';

// The buy-and-sell bonus: how much of a product's price a customer's buyout may
// take off in the cart, per manufacturer × quality ('new' or a grade) × device kind of the
// product bought, per shop. A combination without a row takes the shop default; the cart reads
// the rows through cart/buyout-bonus-percent.ts.

const newLabel: Record<ShopCode, string> = { cz: 'Nové', ro: 'Nou' };

export function bonusQualityTypeChoices(shop: ShopCode): BonusQualityTypeChoice[] {
  return bonusQualityTypes.map((code) => ({ code, name: code === 'new' ? newLabel[shop] : code }));
}

export async function readBonuses(
  db: Db,
  shop: ShopCode,
  manufacturerId?: number,
): Promise<UsedProductBonuses> {
  const items = await findBonuses(db, shop, manufacturerId);
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
      const cell = {
        manufacturerId: item.manufacturerId,
        qualityType: item.qualityType,
        productTypeId: item.productTypeId,
      };
      const before = await lockBonus(trx, shop, cell);
      if ((before?.percent ?? null) === item.percent) continue;
      if (item.percent === null) await deleteBonus(trx, shop, cell);
      else await upsertBonus(trx, shop, cell, item.percent);
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
    findManufacturerIds(trx, manufacturerIds),
    findProductTypeIds(trx, typeIds),
  ]);
  if (manufacturers.length !== manufacturerIds.length) throw notFoundError('manufacturer_not_found');
  if (types.length !== typeIds.length) throw notFoundError('product_type_not_found');
}
